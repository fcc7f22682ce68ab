import type { FastifyInstance } from 'fastify';
import {
  PasswordResetConfirmStruct,
  PasswordResetRequestStruct,
  PasswordResetValidateStruct,
  SignInRequestStruct,
  SignUpRequestStruct,
  type AuthSuccess,
} from '@shop/shared/contracts';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { addressKey } from '../../plugins/rate-limit';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { validate } from '../../lib/validate';
import { identityAnswers } from './answers';
import { knownDevice, rememberDevice } from './devices';
import { acceptEmail, trimFields } from './input';
import {
  RESET_CONFIRM_MESSAGES,
  RESET_REQUEST_MESSAGES,
  RESET_VALIDATE_MESSAGES,
  SIGN_IN_MESSAGES,
  SIGN_UP_MESSAGES,
  TEXTS,
} from './messages';
import { sendPasswordResetMail } from './password-reset';
import * as identity from './repository';

/** POST /api/sign-up, /api/sign-in and the password reset calls. */
export default async function authRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const { rateLimits, sessions } = config;
  identityAnswers(app);

  const secureCookies = config.publicUrl.startsWith('https:');

  app.post('/sign-up', async (request, reply): Promise<AuthSuccess> => {
    await app.rateLimit({ rule: rateLimits.signUpPerIp, key: addressKey(request.ip) }, 'email');
    const body = validate(SignUpRequestStruct, trimFields(request.body, ['email']), SIGN_UP_MESSAGES);
    const email = acceptEmail(body.email, 'email');
    const passwordHash = await hashPassword(body.password);
    const created = await identity.createUserWithSession(app.db, { email, passwordHash }, sessions.rememberMeTtlMs);
    if (!created) throw new HttpError(409, TEXTS.emailTaken, 'email');
    await rememberDevice(app.db, request, reply, { userId: created.user.id, known: undefined, secure: secureCookies });
    return { success: true, user: { ...created.user, token: created.token } };
  });

  app.post('/sign-in', async (request, reply): Promise<AuthSuccess> => {
    await app.rateLimit({ rule: rateLimits.signInPerIp, key: addressKey(request.ip) }, 'credential');
    const body = validate(SignInRequestStruct, trimFields(request.body, ['identity']), SIGN_IN_MESSAGES);
    const email = acceptEmail(body.identity, 'identity');
    // Per email from this address, and a far higher ceiling per email: guessing stays slow. A browser the owner signed
    // in from before counts on its own instead, so strangers reaching the ceiling elsewhere cannot lock the owner out.
    const device = await knownDevice(app.db, request, email);
    const fromHere = { rule: rateLimits.signInPerIdentity, key: email, identity: true, address: device?.counterKey ?? addressKey(request.ip) };
    await app.rateLimit(fromHere, 'credential');
    if (!device) await app.rateLimit({ rule: rateLimits.signInPerIdentityCeiling, key: email, identity: true }, 'credential');
    const user = await identity.findUserByEmail(app.db, email);
    // Unknown addresses are checked against a dummy hash: same work, same answer, same time.
    const matches = await verifyPassword(user?.passwordHash, body.credential);
    if (!user || !matches) throw new HttpError(401, TEXTS.invalidCredentials, 'credential');
    // The owner, from here: their own sign-ins and earlier typos no longer count against the next ones (a shopper who
    // signed in and out ten times was locked out). Strangers' failures elsewhere and the ceiling still count.
    await app.clearRateLimit(fromHere);
    await rememberDevice(app.db, request, reply, { userId: user.id, known: device, secure: secureCookies });
    if (user.passwordHash && needsRehash(user.passwordHash))
      await identity.updatePasswordHash(app.db, user.id, await hashPassword(body.credential));
    const token = await identity.createSession(
      app.db,
      user.id,
      body.remember_me ? sessions.rememberMeTtlMs : sessions.ttlMs,
    );
    return { success: true, user: { ...identity.toSessionUser(user), token } };
  });

  app.post('/password-reset', async (request) => {
    await app.rateLimit({ rule: rateLimits.passwordResetPerIp, key: addressKey(request.ip) }, 'email');
    const body = validate(PasswordResetRequestStruct, trimFields(request.body, ['email']), RESET_REQUEST_MESSAGES);
    const email = acceptEmail(body.email, 'email');
    await app.rateLimit({ rule: rateLimits.passwordResetPerIdentity, key: email, identity: true }, 'email');
    // Known or not, the answer is the same and leaves before any lookup, so neither body nor timing tells.
    app.background.run('password reset mail', () => sendPasswordResetMail(app, config, email));
    return { success: true };
  });

  app.post('/password-reset/validate', async (request, reply) => {
    let token: string;
    try {
      ({ token } = validate(PasswordResetValidateStruct, request.body, RESET_VALIDATE_MESSAGES));
    } catch (error) {
      // The front end reads `valid` from a 4xx too.
      if (error instanceof HttpError)
        return reply.code(error.statusCode).send({ valid: false, message: error.message, field: error.field });
      throw error;
    }
    return { valid: await identity.isResetTokenUsable(app.db, hashToken(token)) };
  });

  app.post('/password-reset/confirm', async (request) => {
    const body = validate(PasswordResetConfirmStruct, request.body, RESET_CONFIRM_MESSAGES);
    if (body.password_confirmation !== body.password)
      throw new HttpError(400, TEXTS.passwordsDiffer, 'password_confirmation');
    const tokenHash = hashToken(body.token);
    if (!(await identity.isResetTokenUsable(app.db, tokenHash)))
      throw new HttpError(400, TEXTS.resetLinkInvalid, 'token');
    const passwordHash = await hashPassword(body.password);
    const email = await identity.resetPassword(app.db, tokenHash, passwordHash);
    if (email === undefined) throw new HttpError(400, TEXTS.resetLinkInvalid, 'token');
    // The owner proved the inbox: whatever was counted against the address's sign-ins no longer applies.
    for (const rule of [rateLimits.signInPerIdentity, rateLimits.signInPerIdentityCeiling])
      await app.clearRateLimit({ rule, key: email, identity: true });
    return { success: true, message: 'Your password has been reset.' };
  });
}
