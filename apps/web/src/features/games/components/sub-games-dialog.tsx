import type { GameTile } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader';
import { Modal } from '@/components/ui/modal';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { useSubGames } from '../api/get-sub-games';
import { GameGrid } from './game-grid';

export type SubGamesDialogProps = {
  parent: GameTile | null;
  favouriteIds: ReadonlySet<string>;
  onClose: () => void;
  onOpen: (game: GameTile) => void;
  onToggleFavourite: (game: GameTile) => void;
  onTry?: (game: GameTile) => void;
};

/** The games under a VASSALAGE parent (GCSGAME_getVassGameType), as a popup list. */
export function SubGamesDialog({
  parent,
  favouriteIds,
  onClose,
  onOpen,
  onToggleFavourite,
  onTry,
}: SubGamesDialogProps) {
  const { t } = useTranslation('games');
  const query = useSubGames(parent?.nodeId ?? null);
  return (
    <Modal open={parent !== null} onClose={onClose} title={parent?.gameName ?? ''} size="lg" testId="sub-games-dialog">
      {query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <NoDataPanel message={t('lobby.failed')} />
      ) : query.data.length === 0 ? (
        <NoDataPanel />
      ) : (
        <GameGrid
          games={query.data}
          layout="dialog"
          favouriteIds={favouriteIds}
          onOpen={onOpen}
          onToggleFavourite={onToggleFavourite}
          onTry={onTry}
        />
      )}
    </Modal>
  );
}
