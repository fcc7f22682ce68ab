import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { array, integer, min, object, pick, size, type Struct } from 'superstruct';
import { MAX_POSITIONS, NEW_IMAGE_ID_HEADER, PhotoPositionStruct, type UploadedPhoto } from '@shop/shared/contracts';
import {
  isCalendarDate,
  MARKETPLACE_FIELD_MAX_LENGTH as MAX,
  MARKETPLACE_VARIANTS,
  MarketplaceSubmit1Struct,
  MarketplaceSubmit2Struct,
  type MarketplacePhotosAnswer,
  type MarketplaceVariant,
} from '@shop/shared/marketplace';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { addressKey } from '../../plugins/rate-limit';
import { validate } from '../../lib/validate';
import { trimFields } from '../auth/input';
import { acceptPhotoForms, readPhotoForm, storeSentPhoto } from '../photo-lists/form';
import { deletePhotos, endVisitorSession, uploadOwner, visitorSession, type UploadOwner } from '../uploads/index';
import { marketplaceRefusalError } from './messages';
import * as marketplace from './repository';

// Both marketplace upload pages' calls (accounts-and-after-sale §7), one set per variant under its base. Buyers need
// no account: their photos belong to uploads' UploadOwner, the signed-in user when the call carries a token (the
// shop's own page then sends it on every call, chunks included), else the upload-session cookie made by the first
// upload (the embedded uploader on a partner's site).

const PositionsStruct = size(array(PhotoPositionStruct), 1, MAX_POSITIONS);
const PositionFieldStruct = object({ position: min(integer(), 0) });
/** DELETE base/{id}'s id: the contract's photo id (1 to MAX_ID), so a larger number never reaches the database. */
const PhotoIdStruct = pick(PhotoPositionStruct, ['id']);
const FORM_FIELDS = ['orderNumber', 'storyTitle', 'names', 'eventDate', 'location', 'details'] as const;
/** Either variant's submit body, as one type: the saved photos' ids and the form's text fields. */
type Submission = { images: number[] } & Partial<Record<(typeof FORM_FIELDS)[number], string>>;
const SUBMIT_STRUCTS = { 1: MarketplaceSubmit1Struct, 2: MarketplaceSubmit2Struct } as unknown as Record<
  MarketplaceVariant,
  Struct<Submission>
>;

const submitMessages = (variant: MarketplaceVariant) => ({
  orderNumber: `orderNumber must be the marketplace order number (1 to ${MAX.orderNumber} characters)`,
  storyTitle: `storyTitle must be 1 to ${MAX.storyTitle} characters`,
  names: `names must be 1 to ${MAX.names} characters`,
  eventDate: 'eventDate must be a date (yyyy-MM-dd)',
  location: `location must be 1 to ${MAX.location} characters`,
  details: `details must be at most ${MAX.details} characters`,
  images: `images must be a list of 1 to ${MARKETPLACE_VARIANTS[variant].limit} saved photo ids`,
});
const FIELD_MESSAGES = {
  id: 'The photo id must be a whole number',
  position: 'position must be a whole number from 0',
  '': 'The body must be a list of {id, position}',
};

export default async function marketplaceRoutes(app: FastifyInstance, { config }: { config: Config }) {
  for (const variant of [1, 2] as const) await app.register(variantRoutes, { variant, config });
}

async function variantRoutes(
  app: FastifyInstance,
  { variant, config }: { variant: MarketplaceVariant; config: Config },
) {
  const base = `/${MARKETPLACE_VARIANTS[variant].base}`;
  const answer = (data: UploadedPhoto[]): MarketplacePhotosAnswer => ({ success: true, data });
  /**
   * Whose list the call is about (uploads' uploadOwner). A signed-in caller whose browser still has a visitor upload
   * session first takes that session's photos into the account; the session ends once it holds none.
   */
  async function callerOf(request: FastifyRequest, reply: FastifyReply, create: true): Promise<UploadOwner>;
  async function callerOf(request: FastifyRequest, reply: FastifyReply, create: false): Promise<UploadOwner | undefined>;
  async function callerOf(request: FastifyRequest, reply: FastifyReply, create: boolean) {
    const owner = await uploadOwner(request, reply, { create });
    const visitor = request.user && visitorSession(request);
    if (owner && visitor && (await marketplace.adoptVisitorPhotos(app.db, visitor, owner)) === 0)
      endVisitorSession(request, reply);
    return owner;
  }
  /** The caller's list: without a token or session cookie there is none yet (and none is made for reading). */
  const existingOwner = (request: FastifyRequest, reply: FastifyReply) => callerOf(request, reply, false);
  const limitPerAddressAndOwner = async (
    request: FastifyRequest,
    owner: UploadOwner | undefined,
    kind: 'Upload' | 'Submit',
  ) => {
    await app.rateLimit({ rule: config.rateLimits[`marketplace${kind}PerIp`], key: addressKey(request.ip) });
    if (owner)
      await app.rateLimit({ rule: config.rateLimits[`marketplace${kind}PerOwner`], key: owner, identity: true });
  };

  app.get(base, async (request, reply) => {
    const owner = await existingOwner(request, reply);
    return answer(owner ? await marketplace.listPhotos(app.db, variant, owner) : []);
  });

  app.delete<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
    // Digits become a number for the struct; anything else stays as sent and is refused (400).
    const raw = request.params.id;
    const { id } = validate(PhotoIdStruct, { id: /^\d{1,10}$/.test(raw) ? Number(raw) : raw }, FIELD_MESSAGES);
    const owner = await existingOwner(request, reply);
    if (!owner) throw marketplaceRefusalError({ reason: 'unknownPhoto', field: 'id' });
    const removed = await marketplace.removePhoto(app.db, variant, owner, id);
    if (!removed.ok) throw marketplaceRefusalError(removed.refusal);
    await deletePhotos(app, [removed.value]);
    return answer(await marketplace.listPhotos(app.db, variant, owner));
  });

  app.post(`${base}/update-positions`, async (request, reply) => {
    const positions = validate(PositionsStruct, request.body, FIELD_MESSAGES);
    const owner = await existingOwner(request, reply);
    if (!owner) throw marketplaceRefusalError({ reason: 'unknownPhoto', field: '0.id' });
    const reordered = await marketplace.reorderPhotos(app.db, variant, owner, positions);
    if (!reordered.ok) throw marketplaceRefusalError(reordered.refusal);
    return answer(reordered.value);
  });

  // Multipart forms are read in this scope only.
  await app.register(async (forms) => {
    await acceptPhotoForms(forms);
    forms.post(`${base}/upload`, async (request, reply) => {
      const owner = await callerOf(request, reply, true);
      await limitPerAddressAndOwner(request, owner, 'Upload');
      const { fields, image } = await readPhotoForm(request);
      const { position } = validate(PositionFieldStruct, fields, FIELD_MESSAGES);
      // Checked before anything is stored, and again with the photo under the list's lock.
      const full = await marketplace.roomRefusal(app.db, variant, owner);
      if (full) throw marketplaceRefusalError(full);
      const file = await storeSentPhoto(app, image, owner);
      let added: Awaited<ReturnType<typeof marketplace.addPhoto>> | undefined;
      try {
        added = await marketplace.addPhoto(app.db, variant, owner, file, position);
      } finally {
        // Not in the list (refused under the lock, or failed): the stored photo goes.
        if (!added?.ok) await deletePhotos(app, [file]);
      }
      if (!added.ok) throw marketplaceRefusalError(added.refusal);
      // Which photo of the list is the new one, when saves overlap (as POST /api/cart/image names it).
      reply.header(NEW_IMAGE_ID_HEADER, String(added.value.id));
      return answer(added.value.photos);
    });
  });

  app.post(`${base}/submit`, async (request, reply) => {
    const owner = await existingOwner(request, reply);
    await limitPerAddressAndOwner(request, owner, 'Submit');
    const { images, ...values } = validate(
      SUBMIT_STRUCTS[variant],
      trimFields(request.body, FORM_FIELDS),
      submitMessages(variant),
    );
    if (values.eventDate !== undefined && !isCalendarDate(values.eventDate))
      throw new HttpError(400, submitMessages(variant).eventDate, 'eventDate');
    // Without a token or session cookie the caller has no saved photos to name.
    if (!owner) throw marketplaceRefusalError({ reason: 'unknownPhoto', field: 'images.0' });
    const submitted = await marketplace.submitPhotos(app.db, variant, owner, values as Record<string, string>, images);
    if (!submitted.ok) throw marketplaceRefusalError(submitted.refusal);
    return { success: true };
  });
}
