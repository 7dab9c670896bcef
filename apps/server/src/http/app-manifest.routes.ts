import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandOf } from './brand-context.js';
import type { RouteGuards } from './route-guards.js';

/** UI.md's page and surface colours: the installed app opens on the site's own dark background. */
const backgroundColour = '#0b1220';
const themeColour = '#0b1220';

/**
 * The web app manifest (decision 0087): the site installs as an app under its brand's name, from any of its host
 * names. Open during maintenance like the status call, so an installed app still opens onto the maintenance page.
 */
export function appManifestRoutes(dependencies: { guards: RouteGuards }): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/manifest.webmanifest',
        {
          schema: {
            summary: "The brand's web app manifest (the site installs as an app)",
            produces: ['application/manifest+json'],
          },
          config: { openDuringMaintenance: true },
        },
        async (request, reply) => {
          const { merchant } = brandOf(request);
          const name = merchant.name.trim() || merchant.code;
          return reply
            .header('Content-Type', 'application/manifest+json; charset=utf-8')
            .header('Cache-Control', 'no-cache')
            .send(
              JSON.stringify({
                id: '/',
                name,
                short_name: [...name].slice(0, 12).join(''),
                lang: merchant.defaultLanguage,
                start_url: '/index',
                scope: '/',
                display: 'standalone',
                orientation: 'portrait',
                background_color: backgroundColour,
                theme_color: themeColour,
                icons: [
                  { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
                  { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
                  { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
                ],
              }),
            );
        },
      );
    });
  };
}
