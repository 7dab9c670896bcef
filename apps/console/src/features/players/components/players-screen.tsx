import { Route, Routes } from 'react-router';
import { PlayerList } from './player-list';
import { PlayerProfile } from './player-profile';

/** Players: the search list at /players, a player's profile at /players/:merchant/:username. */
export default function PlayersScreen() {
  return (
    <Routes>
      <Route index element={<PlayerList />} />
      <Route path=":merchant/:username" element={<PlayerProfile />} />
    </Routes>
  );
}
