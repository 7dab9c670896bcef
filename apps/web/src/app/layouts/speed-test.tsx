import { useDomainLines } from '../../features/speed-test/api/list-domain-lines';
import { useSpeedTest } from '../../features/speed-test/api/ping-line';
import { SpeedTestResults } from '../../features/speed-test/components/speed-test-results';
import { useErrorMessage } from '../../lib/use-error-message';

/** Runs the speed test while mounted (inside the open speed panel) and shows its results. */
export function SpeedTest() {
  const errorMessage = useErrorMessage();
  const lines = useDomainLines(true);
  const test = useSpeedTest(lines.data ?? [], lines.isSuccess);
  return (
    <SpeedTestResults
      origins={lines.data}
      results={test.data}
      testing={lines.isPending || test.isFetching}
      error={lines.isError ? errorMessage(lines.error) : undefined}
      onRetest={() => void test.refetch()}
    />
  );
}
