// The versions of rational-working-check that are served are those its contract's "Published versions" sentence lists.
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILES } from './contract-files';
import { deprecationHeaders, servedVersion, SUNSET, versionsOf } from './published-versions';

const TOOL = 'rational-working-check';
const current = CONTRACT_FILES.find((contract) => contract.id === TOOL)!;
const semantics = current.semantics as string[];

describe('rational-working-check: every published version is served', () => {
  it('the served versions are the ones the contract lists, the current first', () => {
    const sentence = semantics.find((s) => s.startsWith('Published versions'))!;
    const listed = /for V in ((?:\d+\.\d+\.\d+(?:, | and )?)+)/.exec(sentence)![1]!.split(/, | and /);
    expect(
      versionsOf(TOOL)
        .map((served) => served.version)
        .sort(),
    ).toEqual([...listed].sort());
    expect(versionsOf(TOOL)[0]).toMatchObject({ version: current.version, status: 'current', successor: null });
  });

  it.each(['1.0.0', '1.1.0', '1.2.0', '1.3.0'])(
    '%s is deprecated, answers as the current version, and is kept as it was published',
    (version) => {
      const served = servedVersion(TOOL, version)!;
      expect(served).toMatchObject({ status: 'deprecated', successor: current.version });
      expect(served.contract.version).toBe(version);
      expect(served.contract.execute_url).toBe(`/v1/tools/${TOOL}/versions/${version}/execute`);
      expect(deprecationHeaders(served)).toEqual({
        Deprecation: 'true',
        Sunset: SUNSET,
        Link: `</v1/tools/${TOOL}/versions/${current.version}/execute>; rel="successor-version"`,
      });
    },
  );

  it('a version never published is not served', () => {
    expect(servedVersion(TOOL, '1.2.1')).toBeUndefined();
  });
});
