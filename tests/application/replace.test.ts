import { serviceError } from '../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { PrepareReplacement } from '../../application/use-cases/prepare-replacement';
import { ReplaceCard } from '../../application/use-cases/replace-card';
import { StartAddressChange } from '../../application/use-cases/start-address-change';
import { aCard } from '../support/builders/card';
import { FakeNavigation } from '../support/fakes/fake-navigation';
import { AN_ADDRESS, InMemoryReissue } from '../support/fakes/in-memory-reissue';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';

describe('PrepareReplacement', () => {
  it('answers the delivery address of the card owner, the product fee and the allowed reasons', async () => {
    const reissue = new InMemoryReissue(AN_ADDRESS, 7.5);
    const card = aCard().withReissueReasons('DEFECT', 'LOST').selected();
    const result = await new PrepareReplacement(reissue).execute({ card });
    expect(result).toEqual({ ok: true, value: { address: AN_ADDRESS, fee: 7.5, reasons: ['DEFECT', 'LOST'] } });
    expect(reissue.callsOf('customerAddress')).toEqual([[card.bcNumber]]);
    expect(reissue.callsOf('reissueFee')).toEqual([[card.productId]]);
  });

  it('refuses without REISSUE_EXISTING_INSTRUMENT and calls nothing', async () => {
    const reissue = new InMemoryReissue();
    const result = await new PrepareReplacement(reissue).execute({
      card: aCard().withoutLinks('REISSUE_EXISTING_INSTRUMENT').selected(),
    });
    expect(!result.ok && result.error.code).toBe('MESSAGE_BAI540_1033');
    expect(reissue.calls).toEqual([]);
  });

  it('fails with REISSUE_FEE_UNREADABLE when the fee cannot be read and the card is only defective: a paid card is never ordered unseen', async () => {
    const reissue = new InMemoryReissue();
    reissue.fee = undefined;
    const result = await new PrepareReplacement(reissue).execute({
      card: aCard().withReissueReasons('DEFECT').selected(),
    });
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'REISSUE_FEE_UNREADABLE', recoverable: false }),
    });
  });

  it('answers a fee of 0 for a product without a tariff', async () => {
    const result = await new PrepareReplacement(new InMemoryReissue(AN_ADDRESS, 0)).execute({
      card: aCard().selected(),
    });
    expect(result.ok && result.value.fee).toBe(0);
  });

  it.each(['customerAddress', 'reissueFee'])(
    'fails when %s fails for a defective card: no replacement without address and fee',
    async (method) => {
      const reissue = new InMemoryReissue().failNext(method, serviceError('CUSTOMER_ADDRESS_INVALID'));
      const result = await new PrepareReplacement(reissue).execute({
        card: aCard().withReissueReasons('DEFECT').selected(),
      });
      expect(!result.ok && result.error.code).toBe('CUSTOMER_ADDRESS_INVALID');
    },
  );

  describe('a lost or stolen card does not wait for the fee (reading 12)', () => {
    it.each([
      ['cannot be read', (reissue: InMemoryReissue) => (reissue.fee = undefined)],
      ['fails to load', (reissue: InMemoryReissue) => reissue.failNext('reissueFee', serviceError('TECHNICAL_ERROR'))],
    ])('when the fee %s, offers only lost and stolen, without a fee', async (_, arrange) => {
      const reissue = new InMemoryReissue(AN_ADDRESS, 7.5);
      arrange(reissue);
      const card = aCard().withReissueReasons('STOLEN', 'LOST', 'DEFECT').selected();
      const result = await new PrepareReplacement(reissue).execute({ card });
      expect(result).toEqual({ ok: true, value: { address: AN_ADDRESS, fee: undefined, reasons: ['STOLEN', 'LOST'] } });
    });

    it('still needs the address: a card is never sent nowhere', async () => {
      const reissue = new InMemoryReissue().failNext('customerAddress', serviceError('CUSTOMER_ADDRESS_INVALID'));
      reissue.fee = undefined;
      const result = await new PrepareReplacement(reissue).execute({
        card: aCard().withReissueReasons('LOST').selected(),
      });
      expect(!result.ok && result.error.code).toBe('CUSTOMER_ADDRESS_INVALID');
    });
  });
});

describe('ReplaceCard', () => {
  it('requests the replacement with the usage id and reason: reissuedDebitCard', async () => {
    const reissue = new InMemoryReissue();
    const card = aCard().withId('a').selected();
    const result = await new ReplaceCard(reissue, new InMemorySessionStore()).execute({ card, reason: 'STOLEN' });
    expect(result.kind === 'done' && result.notification.content.key).toBe('reissuedDebitCard');
    expect(reissue.callsOf('request')).toEqual([
      ['a', { paymentInstrumentUsageId: card.paymentInstrumentUsageId, reason: 'STOLEN' }],
    ]);
  });

  it('keeps the new card the bank names as the selected one, so the overview shows it next (issue 12.4)', async () => {
    const store = new InMemorySessionStore();
    store.keepSelectedCardId('a');
    const result = await new ReplaceCard(new InMemoryReissue(undefined, undefined, 'a-new'), store).execute({
      card: aCard().withId('a').selected(),
      reason: 'LOST',
    });
    expect(result.kind).toBe('done');
    expect(store.selectedCardId()).toBe('a-new');
  });

  it('keeps the replaced card selected when the answer names no new card', async () => {
    const store = new InMemorySessionStore();
    store.keepSelectedCardId('a');
    await new ReplaceCard(new InMemoryReissue(), store).execute({
      card: aCard().withId('a').selected(),
      reason: 'LOST',
    });
    expect(store.selectedCardId()).toBe('a');
  });

  it.each([
    ['no link', aCard().withoutLinks('REISSUE_EXISTING_INSTRUMENT'), 'LOST', 'MESSAGE_BAI540_1033'],
    ['no reason', aCard(), undefined, 'REASON_MISSING'],
    ['an unknown reason', aCard(), 'BORED', 'REASON_INVALID'],
    [
      'a reason the bank does not allow for this card',
      aCard().withReissueReasons('DEFECT'),
      'STOLEN',
      'REASON_INVALID',
    ],
  ])('refuses %s and calls nothing', async (_case, builder, reason, code) => {
    const reissue = new InMemoryReissue();
    const result = await new ReplaceCard(reissue, new InMemorySessionStore()).execute({
      card: builder.selected(),
      reason,
    });
    expect('error' in result && result.error.code).toBe(code);
    expect(reissue.calls).toEqual([]);
  });
});

describe('StartAddressChange', () => {
  it('keeps the process record for the personal-data page and answers its address with edit=address', () => {
    const store = new InMemorySessionStore();
    const navigation = new FakeNavigation({ pathname: '/en/debit-cards/', search: '', hash: '#/replace-card' });
    const card = aCard().selected();
    const url = new StartAddressChange(store, navigation, DEFAULT_ENVIRONMENT).execute({
      card,
      language: 'en',
      route: '/replace-card',
      reason: 'LOST',
    });
    expect(url).toBe(`${DEFAULT_ENVIRONMENT.portal.personalData.private.en}?edit=address`);
    expect(store.addressChange).toEqual({
      bcNumber: card.bcNumber,
      callBackURL: '/en/debit-cards/#/replace-card',
      contentSource: 'multipliers',
      process: 'address',
      consumerId: DEFAULT_ENVIRONMENT.consumerId,
    });
    // Issue 12.8: and the way back, to this screen with this card and reason.
    expect(store.back).toEqual({
      route: '/replace-card',
      paymentInstrumentId: card.paymentInstrumentId,
      reason: 'LOST',
    });
  });
});
