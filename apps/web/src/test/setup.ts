import { defaultErrorTextsLoaded, i18n, lazyNamespaces } from '@/lib/i18n';

// The app fetches these texts with the screens that use them; a test renders such a screen directly.
await Promise.all([i18n.loadNamespaces([...lazyNamespaces]), defaultErrorTextsLoaded]);
