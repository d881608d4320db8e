import { serviceError, fail } from '../../domain/index';
import { CompleteSigning } from '../../application/use-cases/complete-signing';
import { LoadPendingSignature } from '../../application/use-cases/load-pending-signature';
import { ResumeSigning } from '../../application/use-cases/resume-signing';
import type { DescribedLimitChange } from '../../domain/index';
import { SignPendingChange } from '../../application/use-cases/sign-pending-change';
import type { PendingSignature } from '../../application/ports/pending-signature';
import { FakeSigning } from '../support/fakes/fake-signing';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';

const PENDING: PendingSignature = {
  signItem: { sourceId: 'src-1', tpsId: 'tps-1' },
  operationType: 'newTemporaryPOSLimit',
};

const setUp = (pending: PendingSignature | null = PENDING) => {
  const store = new InMemorySessionStore();
  store.pending = pending ?? undefined;
  const signing = new FakeSigning();
  const sign = new SignPendingChange(signing, store, new CompleteSigning(store));
  return { store, signing, sign };
};

describe('SignPendingChange', () => {
  it('gives the widget the stored item as adapterId/signItemId with sign later enabled', async () => {
    const { sign, signing } = setUp();
    const host = {};
    const running = sign.execute({ host });
    await Promise.resolve();
    expect(signing.requests).toEqual([{ host, items: [{ adapterId: 'src-1', signItemId: 'tps-1' }], signLater: true }]);
    signing.decide('signed');
    await running;
  });

  it('after signing yields the notification for the stored operationType, once', async () => {
    const { sign, signing, store } = setUp();
    const running = sign.execute({ host: {} });
    signing.decide('signed');
    expect(await running).toEqual({
      kind: 'signed',
      notification: { type: 'positive', content: { scope: 'notifications', key: 'newTemporaryPOSLimit' } },
    });
    expect(store.pending).toBeUndefined();
  });

  it('after sign later keeps the item: the change still waits, and Back to the page shows it again (issue 33.1)', async () => {
    const { sign, signing, store } = setUp();
    const running = sign.execute({ host: {} });
    signing.decide('sentLater');
    expect(await running).toEqual({ kind: 'signedLater' });
    expect(store.pending).toEqual(PENDING);
  });

  it.each(['SIGN_ITEM_NOT_FOUND', 'SIGN_ITEM_ALREADY_SIGNED'])(
    'says nothing waits, not a failure, when the bank answers %s, and forgets the item',
    async (code) => {
      const { sign, signing, store } = setUp();
      const running = sign.execute({ host: {} });
      signing.decide(fail(serviceError(code)));
      expect(await running).toEqual({ kind: 'nothingToSign' });
      expect(store.pending).toBeUndefined();
    },
  );

  it('keeps the item when the widget fails, so the customer can try again', async () => {
    const { sign, signing, store } = setUp();
    const running = sign.execute({ host: {} });
    signing.decide(fail(serviceError('REQUEST_TIMEOUT')));
    const result = await running;
    expect(result).toMatchObject({ kind: 'failed', action: 'sign', error: { code: 'REQUEST_TIMEOUT' } });
    expect(store.pending).toEqual(PENDING);
  });

  it('answers that nothing waits, without opening the widget, when nothing is kept (Back after signing)', async () => {
    const { sign, signing } = setUp(null);
    const result = await sign.execute({ host: {} });
    expect(result).toEqual({ kind: 'nothingToSign' });
    expect(signing.requests).toEqual([]);
  });
});

describe('CompleteSigning and LoadPendingSignature', () => {
  it('complete yields the notification and clears; a second time finds nothing', () => {
    const { store } = setUp();
    const complete = new CompleteSigning(store);
    expect(complete.execute()).toMatchObject({ ok: true, value: { content: { key: 'newTemporaryPOSLimit' } } });
    expect(complete.execute()).toMatchObject({ ok: false, error: { code: 'SIGN_ITEM_NOT_FOUND' } });
  });

  it('reads the pending change back', () => {
    const { store } = setUp();
    expect(new LoadPendingSignature(store).execute()).toEqual(PENDING);
  });
});

describe('ResumeSigning', () => {
  const CHANGE: DescribedLimitChange = {
    kind: 'described',
    limitType: 'POS',
    operationType: 'changedDefaultPOSLimit',
    before: { amount: 1500 },
    after: { amount: 1750 },
    signItem: { sourceId: 'src-7', tpsId: 'tps-7' },
  };

  it('keeps the sign item the bank names, with its operationType and words, for the signing page', () => {
    const store = new InMemorySessionStore();
    const expected = {
      signItem: { sourceId: 'src-7', tpsId: 'tps-7' },
      operationType: 'changedDefaultPOSLimit',
      change: CHANGE,
    };
    expect(new ResumeSigning(store).execute({ change: CHANGE })).toEqual({ kind: 'toSign', pending: expected });
    expect(new LoadPendingSignature(store).execute()).toEqual(expected);
  });

  it('answers SIGN_ITEM_NOT_FOUND and keeps nothing when the bank names no sign item', () => {
    const store = new InMemorySessionStore();
    const { signItem: _, ...unnamed } = CHANGE;
    expect(new ResumeSigning(store).execute({ change: unnamed })).toMatchObject({
      kind: 'refused',
      error: { code: 'SIGN_ITEM_NOT_FOUND' },
    });
    expect(store.pending).toBeUndefined();
  });
});
