import { Route, Routes } from 'react-router';
import { AdjustmentForm } from './adjustment-form';
import { AdjustmentList } from './adjustment-list';

/** Balance adjustments: the brand's list at /adjustments, a new one at /adjustments/new (?merchant=&username=). */
export default function AdjustmentsScreen() {
  return (
    <Routes>
      <Route index element={<AdjustmentList />} />
      <Route path="new" element={<AdjustmentForm />} />
    </Routes>
  );
}
