import {
  INITIAL_UPLOAD_PROGRESS,
  byPosition,
  UPLOAD_CHUNK_SIZE,
  mediaUrl,
  uploadChunk,
  type PhotoPosition,
  type PhotoTarget,
  type PhotoUploaderState,
  type UploadedPhoto,
} from '@shop/shared';
import { failureCause } from './failure-cause';
import { makePreview } from './make-preview';
import { isPending, PHOTO_ERRORS, type PhotoItem } from './photo-item';
import { sendInChunks, type ChunkSender } from './send-in-chunks';
import { newUploadId } from './upload-id';

/** Photos sent at the same time: enough to fill a connection, few enough for each to show steady progress. */
const UPLOAD_CONCURRENCY = 2;

export interface UploadQueueOptions {
  target: PhotoTarget;
  initialPhotos: readonly UploadedPhoto[];
  limit: number;
  concurrency?: number;
  // The browser's parts, replaced in unit tests.
  makePreview?: (file: File) => Promise<string>;
  revokePreview?: (url: string) => void;
  sendChunk?: ChunkSender;
  newUploadId?: () => string;
  chunkRetryDelayMs?: (attempt: number) => number;
}

/** `busy` holds Done/Send and also removing and moving: while photos upload or a server change runs (§4). */
export interface UploadQueueSnapshot extends PhotoUploaderState {
  items: readonly PhotoItem[];
}

const isImage = (file: File) => file.type.startsWith('image/');
const isLocalUrl = (url: string | undefined): url is string => Boolean(url?.startsWith('blob:'));

/**
 * The upload engine behind every photo picker (marketplace pages, the cart's popup, the embeddable element): the list
 * of photos with their states, uploads two at a time (large files in chunks), retries, removal and reordering, told to
 * a PhotoTarget. Framework-free: React reads it through subscribe/getSnapshot.
 */
export class UploadQueue {
  private items: PhotoItem[];
  private snapshot!: UploadQueueSnapshot;
  private readonly listeners = new Set<() => void>();
  private running = 0;
  /**
   * Whether the server already knows who uploads: a page's first request may be what creates the owner (the
   * marketplace upload-session cookie), so until one has been answered uploads go one at a time, or each would
   * start a session of its own.
   */
  private ownerKnown: boolean;
  private serverChanges = 0;
  /**
   * The server's order of the photos (ids) after the latest save of the uploads under way, which is the answer listing
   * the most photos (saves only add, and nothing is removed while uploads run); checked once they have all ended.
   */
  private savedOrder: number[] = [];
  private nextKey = 0;
  private disposed = false;
  private readonly options: Required<Omit<UploadQueueOptions, 'initialPhotos'>>;

  constructor({ initialPhotos, ...options }: UploadQueueOptions) {
    this.options = {
      concurrency: UPLOAD_CONCURRENCY,
      makePreview,
      revokePreview: (url) => URL.revokeObjectURL(url),
      sendChunk: uploadChunk,
      newUploadId,
      chunkRetryDelayMs: (attempt) => attempt * 1000,
      ...options,
    };
    this.ownerKnown = initialPhotos.length > 0;
    this.items = [];
    this.update(byPosition(initialPhotos).map((photo) => this.savedItem(photo)));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): UploadQueueSnapshot => this.snapshot;

  /** Picked or dropped files: images only, and only as many as the limit leaves room for (the rest silently dropped). */
  add(files: Iterable<File>): void {
    // A failed photo is not counted ("Selected N of M", `total`), so it holds no place either: retried at the limit,
    // the server refuses it and it shows its error again.
    const room = Math.max(0, this.options.limit - this.snapshot.total);
    const accepted = [...files].filter(isImage).slice(0, room);
    if (accepted.length === 0) return;
    const added = accepted.map<PhotoItem>((file) => ({
      key: this.newKey(),
      state: 'selected',
      name: file.name,
      position: 0,
      progress: 0,
      file,
    }));
    this.update([...this.items, ...added]);
    for (const item of added) void this.preview(item.key, item.file!);
  }

  /** Sends a photo whose upload failed once more. */
  retry(key: string): void {
    const item = this.find(key);
    if (item?.state !== 'error' || item.error !== PHOTO_ERRORS.upload || !item.file) return;
    this.patch(key, { state: 'previewed', progress: INITIAL_UPLOAD_PROGRESS, error: undefined });
    this.pump();
  }

  /** A photo not saved yet goes from the list at once; a saved one is deleted on the server, whose list then counts. */
  async remove(key: string): Promise<void> {
    const item = this.find(key);
    if (!item || this.snapshot.busy) return;
    if (item.state !== 'uploaded') {
      this.forget(item);
      this.update(this.items.filter((other) => other.key !== key));
      return;
    }
    await this.serverChange(
      async () => this.mergeSaved(await this.options.target.remove(item.id!)),
      'Failed to remove the photo',
    );
  }

  /** Moves a photo to another place; the server hears of it only when a saved photo's position changed. */
  async move(from: number, to: number): Promise<void> {
    const last = this.items.length - 1;
    if (this.snapshot.busy || from === to || from < 0 || to < 0 || from > last || to > last) return;
    const before = new Map(this.savedPositions().map(({ id, position }) => [id, position]));
    const items = [...this.items];
    items.splice(to, 0, ...items.splice(from, 1));
    this.update(items);
    const positions = this.savedPositions();
    if (positions.every(({ id, position }) => before.get(id) === position)) return;
    // Position update failures are only logged (§8): the list keeps the order the shopper chose.
    await this.serverChange(
      async () => this.mergeSaved(await this.options.target.reorder(positions)),
      'Failed to update positions',
    );
  }

  /**
   * While a page shows the queue. Disconnected, its previews are freed and later answers ignored. Connecting again
   * is for React's development double mount, which disconnects before any file was picked.
   */
  connect(): () => void {
    this.disposed = false;
    return () => this.dispose();
  }

  /** The page is gone: previews are freed and later answers ignored. */
  dispose(): void {
    this.disposed = true;
    for (const item of this.items) this.forget(item);
  }

  // ---------------------------------------------------------------------------------------------------------------

  private async preview(key: string, file: File): Promise<void> {
    let preview: string;
    try {
      preview = await this.options.makePreview(file);
    } catch (cause) {
      console.error(`${PHOTO_ERRORS.load}: ${file.name}`, cause);
      this.patch(key, { state: 'error', error: PHOTO_ERRORS.load, progress: undefined, file: undefined });
      // It may have been the last photo waiting.
      this.settle();
      return;
    }
    if (this.disposed || !this.find(key)) return this.options.revokePreview(preview);
    this.patch(key, { state: 'previewed', preview, progress: INITIAL_UPLOAD_PROGRESS });
    this.pump();
  }

  /** Starts waiting uploads while fewer than `concurrency` run. */
  private pump(): void {
    while (!this.disposed && this.running < (this.ownerKnown ? this.options.concurrency : 1)) {
      const next = this.items.find((item) => item.state === 'previewed');
      if (!next) return;
      this.running++;
      void this.upload(next).finally(() => {
        this.running--;
        this.pump();
        this.settle();
      });
    }
  }

  private async upload(item: PhotoItem): Promise<void> {
    const { key, file } = item;
    this.patch(key, { state: 'uploading' });
    const onProgress = (percent: number) => {
      const current = this.find(key);
      if (current?.state === 'uploading')
        this.patch(key, { progress: Math.min(100, Math.max(current.progress ?? 0, percent)) });
    };
    try {
      const image =
        file!.size > UPLOAD_CHUNK_SIZE
          ? await sendInChunks(file!, {
              send: async (input) => {
                const answer = await this.options.sendChunk(input);
                this.knowOwner();
                return answer;
              },
              uploadId: this.options.newUploadId(),
              origin: this.options.target.apiOrigin,
              onProgress,
              retryDelayMs: this.options.chunkRetryDelayMs,
            })
          : file!;
      // Its place when the save starts: nothing moves or leaves the list while uploads run.
      const position = this.find(key)?.position ?? item.position;
      const { saved, photos } = await this.options.target.save(image, position, onProgress, file!.name);
      this.knowOwner();
      if (photos.length > this.savedOrder.length) this.savedOrder = byPosition(photos).map((photo) => photo.id);
      if (this.disposed || !this.find(key)) return;
      const current = this.find(key)!;
      this.forget(current);
      this.replace(key, { ...this.savedItem(saved), key, name: current.name, position: current.position });
    } catch (error) {
      console.error(failureCause(error), error);
      if (this.find(key)) this.patch(key, { state: 'error', error: PHOTO_ERRORS.upload });
    }
  }

  /** Once no photo is on its way any more: the server's order is checked (keepShopperOrder), and Done/Send told. */
  private settle(): void {
    if (this.running === 0 && !this.items.some(isPending)) void this.keepShopperOrder();
    this.publish();
  }

  /**
   * Once the uploads have ended: when the server holds the photos in another order than the list shows, it is told
   * the list's order. Each save puts its photo at its place among the photos saved so far, so two sent at once whose
   * answers came in the other order (the later place first) were kept swapped, and the video would have used them so.
   */
  private async keepShopperOrder(): Promise<void> {
    const serverOrder = this.savedOrder;
    this.savedOrder = [];
    const positions = this.savedPositions();
    const onServer = new Map(serverOrder.map((id, index) => [id, index]));
    const listed = positions.map(({ id }) => id).filter((id) => onServer.has(id));
    const kept = [...listed].sort((a, b) => onServer.get(a)! - onServer.get(b)!);
    if (listed.every((id, index) => kept[index] === id)) return;
    await this.serverChange(
      async () => this.mergeSaved(await this.options.target.reorder(positions)),
      'Failed to update positions',
    );
  }

  /** A request was answered: the server knows the owner now, so the other uploads may start. */
  private knowOwner(): void {
    if (this.ownerKnown) return;
    this.ownerKnown = true;
    this.pump();
  }

  /** A remove or reorder call: nothing else may remove or move meanwhile, and Done/Send waits. */
  private async serverChange(change: () => Promise<void>, failure: string): Promise<void> {
    this.serverChanges++;
    this.publish();
    try {
      await change();
    } catch (error) {
      console.error(failure, error);
    } finally {
      this.serverChanges--;
      this.publish();
    }
  }

  /**
   * The server's list after a remove or reorder: saved photos it no longer has leave, the others take its order and
   * positions in the places saved photos held; photos not saved keep their places; photos only it has come last.
   */
  private mergeSaved(photos: readonly UploadedPhoto[]): void {
    if (this.disposed) return;
    const ordered = byPosition(photos);
    const answered = new Set(ordered.map((photo) => photo.id));
    const kept = this.items.filter((item) => item.state !== 'uploaded' || answered.has(item.id!));
    for (const item of this.items) if (!kept.includes(item)) this.forget(item);
    const local = new Map(kept.filter((item) => item.state === 'uploaded').map((item) => [item.id!, item]));
    const known = ordered.filter((photo) => local.has(photo.id));
    let next = 0;
    const items = kept.map((item) => {
      if (item.state !== 'uploaded') return item;
      const photo = known[next++]!;
      const { key, name } = local.get(photo.id)!;
      return { ...this.savedItem(photo), key, name };
    });
    for (const photo of ordered) if (!local.has(photo.id)) items.push(this.savedItem(photo));
    this.update(items);
  }

  /** The saved photos' places in the list (photos not saved between them leave gaps, which a reorder call takes). */
  private savedPositions(): PhotoPosition[] {
    return this.items
      .filter((item) => item.state === 'uploaded')
      .map((item) => ({ id: item.id!, position: item.position }));
  }

  private savedItem(photo: UploadedPhoto): PhotoItem {
    return {
      key: this.newKey(),
      state: 'uploaded',
      name: photo.image,
      position: photo.position,
      id: photo.id,
      image: photo.image,
      savedPosition: photo.position,
      preview: `${this.options.target.apiOrigin?.replace(/\/$/, '') ?? ''}${mediaUrl(photo.image, { size: 's' })}`,
    };
  }

  private newKey = () => `photo-${++this.nextKey}`;
  private find = (key: string) => this.items.find((item) => item.key === key);

  private forget(item: PhotoItem): void {
    if (isLocalUrl(item.preview)) this.options.revokePreview(item.preview);
  }

  private patch(key: string, change: Partial<PhotoItem>): void {
    this.update(this.items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  private replace(key: string, next: PhotoItem): void {
    this.update(this.items.map((item) => (item.key === key ? next : item)));
  }

  /** A new list, positions renumbered, told to every listener. */
  private update(items: PhotoItem[]): void {
    if (this.disposed) return;
    this.items = items.map((item, position) => (item.position === position ? item : { ...item, position }));
    this.publish();
  }

  private publish(): void {
    this.snapshot = {
      items: this.items,
      saved: this.items.filter((item) => item.state === 'uploaded').length,
      // "Selected N": a failed photo stays in the list (Retry, Remove) but is not counted, or the counter would say
      // "Selected 1" beside "Please upload at least one image".
      total: this.items.filter((item) => item.state !== 'error').length,
      // An upload counts until its answer has been taken in (and the order checked once the last has ended).
      busy: this.serverChanges > 0 || this.running > 0 || this.items.some(isPending),
    };
    for (const listener of this.listeners) listener();
  }
}
