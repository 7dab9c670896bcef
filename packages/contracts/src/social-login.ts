import { z } from 'zod';
import { countryDialingCodeSchema, mobileNumberSchema, registerBodySchema } from './accounts.js';
import { loginAnswerSchema } from './two-factor.js';

/** The identity providers a brand may switch on for its login popup (spec §2). */
export const socialProviders = ['line', 'google', 'facebook'] as const;
export const socialProviderSchema = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** Where each provider publishes its OpenID configuration; the console may point a brand elsewhere (tests, proxies). */
export const defaultSocialIssuers: Record<SocialProvider, string> = {
  line: 'https://access.line.me',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
};

export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });

/**
 * The start of a provider login: the page to send the browser to (state, nonce and PKCE kept on the server), and a
 * secret the starting browser keeps and brings to the callback, so a callback link handed to another browser is
 * refused (login CSRF: nobody can make a victim finish, or link, the attacker's provider login).
 */
export const socialLoginStartSchema = z.object({ authorizationUrl: z.string(), browserBinding: z.string() });

/** The provider's answer as it reached the site's callback page: its query string, passed on untouched. */
export const socialLoginCallbackBodySchema = z.object({
  callbackQuery: z.string().max(4096),
  browserBinding: z.string().min(16).max(128),
});

/**
 * What a provider login came to: a linked identity logs in (or gets the second-factor challenge); an identity no
 * account holds yet answers a short-lived ticket to link it (with the account's password or an SMS code) or to
 * register a new account with it.
 */
export const socialLoginOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('logged-in'), provider: socialProviderSchema, login: loginAnswerSchema }),
  z.object({
    outcome: z.literal('link-or-register'),
    provider: socialProviderSchema,
    ticket: z.string(),
    expiresInSeconds: z.number().int(),
  }),
]);
export type SocialLoginOutcome = z.infer<typeof socialLoginOutcomeSchema>;

const ticketSchema = z.string().trim().min(16).max(128);

export const socialLinkBodySchema = z.discriminatedUnion('method', [
  z.object({
    ticket: ticketSchema,
    method: z.literal('password'),
    username: z.string().trim().min(1, { message: 'REQUIRED' }).max(64),
    password: z.string().min(1, { message: 'REQUIRED' }).max(128),
  }),
  z.object({
    ticket: ticketSchema,
    method: z.literal('sms'),
    countryDialingCode: countryDialingCodeSchema.default('66'),
    mobileNum: mobileNumberSchema,
    code: z.string().trim().min(1, { message: 'REQUIRED' }).max(6),
  }),
]);
export type SocialLinkBody = z.input<typeof socialLinkBodySchema>;

export const socialRegisterBodySchema = z.object({ ticket: ticketSchema, registration: registerBodySchema });
export type SocialRegisterBody = z.input<typeof socialRegisterBodySchema>;

export const socialLinkedIdentitySchema = z.object({
  provider: socialProviderSchema,
  linkedAt: z.string(),
});
export const socialLinkedIdentitiesSchema = z.object({
  identities: z.array(socialLinkedIdentitySchema),
  /** The providers the brand has on, so the security centre can offer to link the others. */
  enabledProviders: z.array(socialProviderSchema),
});
export type SocialLinkedIdentities = z.infer<typeof socialLinkedIdentitiesSchema>;

export const socialUnlinkBodySchema = z.object({ password: z.string().min(1, { message: 'REQUIRED' }).max(128) });

/** A brand's provider as the console shows it: the client secret is never answered, only whether one is set. */
export const socialProviderConfigSchema = z.object({
  provider: socialProviderSchema,
  enabled: z.boolean(),
  clientId: z.string(),
  issuerUrl: z.string(),
  clientSecretSet: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SocialProviderConfig = z.infer<typeof socialProviderConfigSchema>;
export const socialProviderConfigListSchema = z.object({ providers: z.array(socialProviderConfigSchema) });

const issuerUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (text) => {
      try {
        const url = new URL(text);
        if (url.search || url.hash || url.username || url.password) return false;
        // Plain http only to this machine (tests, local development): a real provider is always https.
        return (
          url.protocol === 'https:' ||
          (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
        );
      } catch {
        return false;
      }
    },
    { message: 'ISSUER_URL_INVALID' },
  );

/** Saves a brand's provider; `clientSecret` left out keeps the stored one, so the console never needs to read it. */
export const socialProviderConfigBodySchema = z
  .object({
    enabled: z.boolean(),
    clientId: z.string().trim().max(200),
    clientSecret: z.string().trim().min(1).max(500).optional(),
    issuerUrl: issuerUrlSchema,
  })
  .refine((body) => !body.enabled || body.clientId.length > 0, { message: 'REQUIRED', path: ['clientId'] });
export type SocialProviderConfigBody = z.input<typeof socialProviderConfigBodySchema>;

export const brandCodeProviderParamsSchema = z.object({
  code: z.string().trim().min(1).max(64),
  provider: socialProviderSchema,
});
