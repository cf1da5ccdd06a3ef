/**
 * Every version of a tool we published stays served: the current one as its contract says, and an
 * earlier one (kept in contracts/published/) with the current answer, marked deprecated with a
 * sunset date, as the current contract's "Published versions" sentence says. A platform that
 * pinned a version keeps working through an upgrade and is told, in headers, where to move.
 */
import rationalWorkingCheck100 from '../../contracts/published/rational-working-check-1.0.0.json' with { type: 'json' };
import rationalWorkingCheck110 from '../../contracts/published/rational-working-check-1.1.0.json' with { type: 'json' };
import rationalWorkingCheck120 from '../../contracts/published/rational-working-check-1.2.0.json' with { type: 'json' };
import rationalWorkingCheck130 from '../../contracts/published/rational-working-check-1.3.0.json' with { type: 'json' };
import rationalWorkingSolve100 from '../../contracts/published/rational-working-solve-1.0.0.json' with { type: 'json' };
import rationalWorkingSolve110 from '../../contracts/published/rational-working-solve-1.1.0.json' with { type: 'json' };
import linearEquationCheck100 from '../../contracts/published/linear-equation-check-1.0.0.json' with { type: 'json' };
import linearEquationSolve100 from '../../contracts/published/linear-equation-solve-1.0.0.json' with { type: 'json' };
import linearEquationCheck110 from '../../contracts/published/linear-equation-check-1.1.0.json' with { type: 'json' };
import linearEquationSolve110 from '../../contracts/published/linear-equation-solve-1.1.0.json' with { type: 'json' };
import { CONTRACT_FILES, type ContractFile } from './contract-files';

/** The day a deprecated version may stop answering (RFC 8594's Sunset, an HTTP date). */
export const SUNSET = 'Wed, 30 Jun 2027 23:59:59 GMT';

const PUBLISHED_FILES: readonly ContractFile[] = [
  rationalWorkingCheck130,
  rationalWorkingCheck120,
  rationalWorkingCheck110,
  rationalWorkingCheck100,
  rationalWorkingSolve110,
  rationalWorkingSolve100,
  linearEquationCheck110,
  linearEquationCheck100,
  linearEquationSolve110,
  linearEquationSolve100,
];

export interface ServedVersion {
  id: string;
  version: string;
  /** The contract of that version, as it was published. */
  contract: ContractFile;
  status: 'current' | 'deprecated';
  /** Where a deprecated version's clients should move: the current version. */
  successor: string | null;
}

const current = (id: string): ContractFile | undefined => CONTRACT_FILES.find((contract) => contract.id === id);

/** Every served version, the current ones first (in the tools' order), then the deprecated ones (a file kept that is the current version is no extra version). */
export const SERVED_VERSIONS: readonly ServedVersion[] = [
  ...CONTRACT_FILES.map((contract): ServedVersion => ({
    id: contract.id,
    version: contract.version,
    contract,
    status: 'current',
    successor: null,
  })),
  ...PUBLISHED_FILES.filter((contract) => current(contract.id) !== undefined && current(contract.id)!.version !== contract.version).map(
    (contract): ServedVersion => ({
      id: contract.id,
      version: contract.version,
      contract,
      status: 'deprecated',
      successor: current(contract.id)!.version,
    }),
  ),
];

/** The served version `version` of tool `id`, or undefined when it was never published (or is past serving). */
export function servedVersion(id: string, version: string): ServedVersion | undefined {
  return SERVED_VERSIONS.find((served) => served.id === id && served.version === version);
}

/** The versions of one tool, current first. */
export const versionsOf = (id: string): readonly ServedVersion[] => SERVED_VERSIONS.filter((served) => served.id === id);

/** The headers of an answer given for a deprecated version (RFC 9745 Deprecation, RFC 8594 Sunset, a successor-version link). */
export function deprecationHeaders(served: ServedVersion): Record<string, string> {
  if (served.status !== 'deprecated') return {};
  return {
    Deprecation: 'true',
    Sunset: SUNSET,
    Link: `</v1/tools/${served.id}/versions/${served.successor}/execute>; rel="successor-version"`,
  };
}

/** The list of served versions as the API's tool list and `exactly list` give it. */
export const versionList = (): Array<{
  id: string;
  version: string;
  status: ServedVersion['status'];
  sunset: string | null;
  successor: string | null;
}> =>
  SERVED_VERSIONS.map(({ id, version, status, successor }) => ({
    id,
    version,
    status,
    sunset: status === 'deprecated' ? SUNSET : null,
    successor,
  }));
