import { Loader } from '../components/ui/loader';
import { useAppState } from '../lib/app-store';

/** The loader that flows such as logout show over the whole site; any route change hides it again. */
export function GlobalLoader() {
  const visible = useAppState((state) => state.loaderVisible);
  return visible ? <Loader /> : null;
}
