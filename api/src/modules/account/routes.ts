import type { FastifyInstance } from 'fastify';
import { ChangePasswordRequestStruct, DeleteAccountRequestStruct, isKnownCountry, ProfileUpdateStruct } from '@shop/shared/contracts';
import { DELETE_ACCOUNT_PHRASE } from '@shop/shared/constants';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { validate } from '../../lib/validate';
import { requireUser, signedInUser } from '../../plugins/auth';
import { identityAnswers } from '../auth/answers';
import { acceptEmail, trimFields } from '../auth/input';
import { BILLING_FIELD_NAMES, CHANGE_PASSWORD_MESSAGES, COUNTRY_UNKNOWN, PROFILE_MESSAGES, TEXTS } from '../auth/messages';
import * as identity from '../auth/repository';
import { sendEmailChangedNotice } from './email-change';
import { removeOwnedFiles, type OwnedFilesQuery } from './owned-data';
import * as account from './repository';

export interface AccountRoutesOptions {
  config: Config;
  /** Replaces the owned-files list (tests). */
  ownedFiles?: OwnedFilesQuery[];
}

/** The signed-in user's own account: profile, password, deletion. Every route acts on the token's user only. */
export default async function accountRoutes(app: FastifyInstance, { config, ownedFiles }: AccountRoutesOptions) {
  identityAnswers(app);
  app.addHook('preHandler', requireUser);

  app.post('/profile', async (request) => {
    const user = signedInUser(request);
    const body = validate(
      ProfileUpdateStruct,
      trimFields(request.body, ['email', ...BILLING_FIELD_NAMES]),
      PROFILE_MESSAGES,
    );
    const { currentPassword, ...profile } = body;
    // The form's select offers only the list; the checkout refuses any other code the same way.
    if (!isKnownCountry(profile.country)) throw new HttpError(400, COUNTRY_UNKNOWN, 'country');
    const email = acceptEmail(body.email, 'email');
    const emailChanged = email !== user.email;
    if (emailChanged) {
      // Whoever holds a token must not move the account to an address of their own (nor probe which are taken).
      await app.rateLimit({ rule: config.rateLimits.passwordCheckPerUser, key: String(user.id) }, 'currentPassword');
      const passwordHash = await identity.findPasswordHash(app.db, user.id);
      if (!passwordHash) throw new HttpError(400, TEXTS.setPasswordFirst, 'currentPassword');
      if (!currentPassword) throw new HttpError(400, TEXTS.currentPasswordRequired, 'currentPassword');
      if (!(await verifyPassword(passwordHash, currentPassword))) throw new HttpError(400, TEXTS.currentPasswordWrong, 'currentPassword');
    }
    const saved = await account.saveProfile(app.db, user.id, { ...profile, email }, { emailChanged });
    if (saved === 'email-taken') throw new HttpError(409, TEXTS.emailTaken, 'email');
    if (emailChanged) {
      await identity.signOutEverywhere(app.db, user.id, { except: user.sessionId });
      await identity.revokeResetTokens(app.db, user.id);
      app.background.run('email change notice', () => sendEmailChangedNotice(app, { userId: user.id, oldEmail: user.email, newEmail: email }));
    }
    return { success: true, message: TEXTS.profileSaved, user: saved };
  });

  app.post('/account/change-password', async (request) => {
    const user = signedInUser(request);
    const body = validate(ChangePasswordRequestStruct, request.body, CHANGE_PASSWORD_MESSAGES);
    // Someone holding a stolen token must not be able to guess the password behind it.
    await app.rateLimit({ rule: config.rateLimits.passwordCheckPerUser, key: String(user.id) }, 'currentPassword');
    if (!(await verifyPassword(await identity.findPasswordHash(app.db, user.id), body.currentPassword))) {
      throw new HttpError(400, TEXTS.currentPasswordWrong, 'currentPassword');
    }
    await identity.updatePasswordHash(app.db, user.id, await hashPassword(body.newPassword));
    await identity.signOutEverywhere(app.db, user.id, { except: user.sessionId });
    // A reset link mailed before must not set another password over the one just chosen.
    await identity.revokeResetTokens(app.db, user.id);
    return { success: true, message: TEXTS.passwordChanged };
  });

  app.post('/account/delete', async (request) => {
    const user = signedInUser(request);
    const phraseMessage = TEXTS.deletePhrase(DELETE_ACCOUNT_PHRASE);
    const { password } = validate(DeleteAccountRequestStruct, request.body, { password: phraseMessage });
    if (password !== DELETE_ACCOUNT_PHRASE) throw new HttpError(400, phraseMessage, 'password');
    const deleted = await account.deleteAccount(app.db, user.id, ownedFiles);
    if (!deleted.ok) throw new HttpError(409, TEXTS.refundDue);
    const files = deleted.value;
    await removeOwnedFiles(app.storage, files, request.log);
    await app.mailer.forgetUser(user.id);
    request.log.info({ userId: user.id, files: files.length }, 'account deleted');
    return { success: true, message: TEXTS.accountDeleted };
  });
}
