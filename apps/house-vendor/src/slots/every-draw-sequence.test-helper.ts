/**
 * Plays a round for every possible sequence of random draws, with its probability: the brute-force check of an
 * exact RTP proof. `play` asks for draws through `nextInt(bound)`; a sequence that runs out raises the bound it
 * needed, and the walk branches over every value below it (each with chance 1 / bound).
 */
class NeedsDraw extends Error {
  constructor(readonly bound: number) {
    super(`needs a draw below ${bound}`);
  }
}

export function expectOverEveryDraw<Result>(
  play: (nextInt: (bound: number) => number) => Result,
  measure: (result: Result) => number[],
): { means: number[]; sequences: number } {
  const means: number[] = [];
  let sequences = 0;
  const walk = (prefix: number[], chance: number) => {
    let next = 0;
    let result: Result;
    try {
      result = play((bound) => {
        if (next < prefix.length) return prefix[next++]!;
        throw new NeedsDraw(bound);
      });
    } catch (error) {
      if (!(error instanceof NeedsDraw)) throw error;
      for (let value = 0; value < error.bound; value += 1) walk([...prefix, value], chance / error.bound);
      return;
    }
    sequences += 1;
    measure(result).forEach((value, index) => {
      means[index] = (means[index] ?? 0) + chance * value;
    });
  };
  walk([], 1);
  return { means, sequences };
}
