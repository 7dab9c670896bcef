import { createContext, use, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { readStorage, writeStorage } from './browser-storage';
import { storageKeys } from './storage-keys';

/** Spec §4: logged in is reached once member info has answered; trial (type 4) and agent are kinds of logged in. */
export type LoginState = 'loggedOut' | 'loggedIn' | 'trial' | 'agent';

/** The account dialogs a click can open over any page (the login, register and forgot popups also have routes). */
export type AccountDialog = 'login' | 'changePassword' | 'logout' | 'trial';

/**
 * Small client state shared across the site; server state lives in TanStack Query, the language in i18next and the
 * member session (which the API client reads too) in lib/member-session.
 */
export type AppState = {
  sideMenuCollapsed: boolean;
  menuDrawerOpen: boolean;
  loaderVisible: boolean;
  loginState: LoginState;
  accountDialog: AccountDialog | null;
};

export type AppStore = {
  getState: () => AppState;
  setState: (change: Partial<AppState>) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createAppStore(initial: AppState): AppStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (change) => {
      state = { ...state, ...change };
      if (change.sideMenuCollapsed !== undefined) {
        writeStorage(storageKeys.sideMenuCollapsed, String(change.sideMenuCollapsed));
      }
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const AppStoreContext = createContext<AppStore | null>(null);

export function AppStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    createAppStore({
      sideMenuCollapsed: readStorage(storageKeys.sideMenuCollapsed) === 'true',
      menuDrawerOpen: false,
      loaderVisible: false,
      loginState: 'loggedOut',
      accountDialog: null,
    }),
  );
  return <AppStoreContext value={store}>{children}</AppStoreContext>;
}

function useStore(): AppStore {
  const store = use(AppStoreContext);
  if (!store) throw new Error('useAppState needs an AppStoreProvider above it');
  return store;
}

/** Reads one slice of the app state; the component re-renders only when that slice changes. */
export function useAppState<Slice>(select: (state: AppState) => Slice): Slice {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

export function useSetAppState(): AppStore['setState'] {
  return useStore().setState;
}
