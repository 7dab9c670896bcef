import { configure } from '@testing-library/react';
import { defaultErrorTextsLoaded, i18n, lazyNamespaces } from '@/lib/i18n';

// The app fetches these texts with the screens that use them; a test renders such a screen directly.
await Promise.all([i18n.loadNamespaces([...lazyNamespaces]), defaultErrorTextsLoaded]);

// Lazy screens load their chunk and texts first; on a busy machine a cold chunk takes seconds, not the 1 s default.
configure({ asyncUtilTimeout: 10_000 });
