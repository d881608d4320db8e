import type { IsoDate, Region, Result, ServiceError } from '../../../domain/index';
import type { TemporaryRegionPayload } from '../../../application/ports/regions';
import { cardsPath, reset, storeVariants, useSandbox } from '../../sandbox/support/bank-client';
import { errorOf, valueOf } from './support/outcomes';
import { appOnSandbox, type SandboxApp } from './support/sandbox-app';

const period = (geoProfile: Region, startDate: string, endDate: string): TemporaryRegionPayload => ({
  startDate: startDate as IsoDate,
  endDate: endDate as IsoDate,
  geoProfile,
});

describe.each(storeVariants())('the regions port against the bank sandbox, on $name', ({ store }) => {
  const started = useSandbox({ store });
  let sanne: SandboxApp;

  beforeEach(async () => {
    await reset(started.url);
    sanne = await appOnSandbox(started.url, 'sanne');
  });

  const geoOf = async (app: SandboxApp, card: string) => valueOf(await app.cards.details(card)).geoProfile!;

  it('changes the default region with PATCH geo-profile { defaultGeoProfile }, at once', async () => {
    expect(await sanne.regions.changeDefault('sanne-dmc', 'WORLD')).toEqual({ ok: true, value: undefined });
    expect(sanne.lastSent(cardsPath)).toMatchObject({
      method: 'PATCH',
      url: `${cardsPath}/sanne-dmc/geo-profile`,
      body: '{"defaultGeoProfile":"WORLD"}',
    });
    expect(await geoOf(sanne, 'sanne-dmc')).toMatchObject({ defaultGeoProfile: 'WORLD', activeGeoProfile: 'WORLD' });
  });

  it('creates a temporary profile with { startDate, endDate, geoProfile }; from today on it is the active one', async () => {
    expect(await sanne.regions.createTemporary('sanne-dmc', period('WORLD', '2027-03-01', '2027-03-03'))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(sanne.lastSent(cardsPath)).toMatchObject({
      method: 'POST',
      url: `${cardsPath}/sanne-dmc/temporary-geo-profiles`,
      body: '{"startDate":"2027-03-01","endDate":"2027-03-03","geoProfile":"WORLD"}',
    });
    expect(await geoOf(sanne, 'sanne-dmc')).toMatchObject({
      defaultGeoProfile: 'EUR',
      activeGeoProfile: 'WORLD',
      temporaryGeoProfiles: [
        {
          temporaryGeoProfileId: expect.any(String),
          geoProfile: 'WORLD',
          startDate: '2027-03-01',
          endDate: '2027-03-03',
        },
      ],
    });
  });

  it('deletes a temporary profile with a DELETE without body', async () => {
    expect(await sanne.regions.deleteTemporary('sanne-travel', 'tg-sanne-travel-1')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(sanne.lastSent(cardsPath)).toMatchObject({
      method: 'DELETE',
      url: `${cardsPath}/sanne-travel/temporary-geo-profiles/tg-sanne-travel-1`,
      body: undefined,
    });
    expect((await geoOf(sanne, 'sanne-travel')).temporaryGeoProfiles).toEqual([]);
  });

  type Refusal = {
    readonly refused: string;
    readonly customer?: string;
    readonly card: string;
    readonly call: (app: SandboxApp, card: string) => Promise<Result<unknown, ServiceError>>;
    readonly code: string;
    readonly status: number;
    readonly recoverable: boolean;
  };
  const refusals: Refusal[] = [
    {
      refused: 'the same default region',
      card: 'sanne-dmc',
      call: (a, c) => a.regions.changeDefault(c, 'EUR'),
      code: 'MESSAGE_BAI540_1015',
      status: 422,
      recoverable: true,
    },
    {
      refused: 'a change on a blocked card',
      card: 'sanne-maestro',
      call: (a, c) => a.regions.changeDefault(c, 'WORLD'),
      code: 'MESSAGE_BAI540_1014',
      status: 409,
      recoverable: true,
    },
    {
      refused: 'a temporary profile the card does not offer',
      customer: 'pieter',
      card: 'pieter-limited',
      call: (a, c) => a.regions.createTemporary(c, period('WORLD', '2027-03-02', '2027-03-02')),
      code: 'MESSAGE_BAI540_1020',
      status: 409,
      recoverable: true,
    },
    {
      refused: 'a deletion the card does not offer',
      customer: 'pieter',
      card: 'pieter-limited',
      call: (a, c) => a.regions.deleteTemporary(c, 'tg-any'),
      code: 'MESSAGE_BAI540_1019',
      status: 409,
      recoverable: true,
    },
    {
      refused: 'a temporary profile equal to the default',
      card: 'sanne-dmc',
      call: (a, c) => a.regions.createTemporary(c, period('EUR', '2027-03-02', '2027-03-02')),
      code: 'MESSAGE_BAI540_1024',
      status: 422,
      recoverable: true,
    },
    {
      refused: 'a start on a Sunday',
      card: 'sanne-dmc',
      call: (a, c) => a.regions.createTemporary(c, period('WORLD', '2027-03-07', '2027-03-08')),
      code: 'MESSAGE_BAI540_0051',
      status: 422,
      recoverable: true,
    },
    {
      refused: 'an overlapping period',
      card: 'sanne-travel',
      call: (a, c) => a.regions.createTemporary(c, period('WORLD', '2027-03-30', '2027-04-01')),
      code: 'TEMPORARY_GEO_PROFILE_OVERLAPS',
      status: 409,
      recoverable: true, // reading 87
    },
    {
      refused: 'an unknown temporary profile',
      card: 'sanne-travel',
      call: (a, c) => a.regions.deleteTemporary(c, 'tg-nothing'),
      code: 'TEMPORARY_GEO_PROFILE_NOT_FOUND',
      status: 404,
      recoverable: true, // reading 90
    },
  ];

  it.each(refusals)(
    'refuses $refused: $code ($status) as a ServiceError, recoverable $recoverable, and changes nothing',
    async ({ customer, card, call, code, status, recoverable }) => {
      const app = customer ? await appOnSandbox(started.url, customer) : sanne;
      const before = await geoOf(app, card);
      const error = errorOf(await call(app, card));
      expect(error).toMatchObject({
        name: 'ServiceError',
        code,
        type: 'negative',
        recoverable,
        title: `title:${code}`,
        message: `message:${code}`,
        originalError: { status },
      });
      expect(error.traceId).toEqual(expect.any(String));
      expect(await geoOf(app, card)).toEqual(before);
    },
  );
});
