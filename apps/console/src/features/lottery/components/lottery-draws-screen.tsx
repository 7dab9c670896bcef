import { Route, Routes } from 'react-router';
import { DrawDetail } from './draw-detail';
import { DrawList } from './draw-list';

/** Draws by game and day, and one draw's page (`/lottery-draws/<game>/<numero>`), both links. */
export default function LotteryDrawsScreen() {
  return (
    <Routes>
      <Route index element={<DrawList />} />
      <Route path=":gameCode/:numero" element={<DrawDetail />} />
    </Routes>
  );
}
