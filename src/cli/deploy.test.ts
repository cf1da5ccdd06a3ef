/**
 * The deployment files, checked by reading them (no Docker engine or cluster is needed): the
 * Kubernetes manifests of docs/deploy.md parse, fit the Kubernetes schemas and agree with the
 * server — image, ports, probes on /healthz and /readyz, the Service and autoscaler pointing at
 * the Deployment —; and the Dockerfile builds the image the docs describe and copies every file
 * the server loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { DockerfileParser, type From, type ImageTemplate, type Instruction } from 'dockerfile-ast';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Service } from 'kubernetes-models/v1';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { parseServeArgs, type ServeArgs } from './serve';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** How long the server drains on SIGTERM before cutting connections (runServe). */
const DRAIN_SECONDS = 35;

/** Every ```yaml block of a Markdown text, as parsed documents (parse errors fail the test). */
function yamlDocumentsOf(markdown: string): unknown[] {
  const blocks = [...markdown.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.flatMap((block) =>
    parseAllDocuments(block).map((document) => {
      expect(document.errors).toEqual([]);
      expect(document.warnings).toEqual([]);
      return document.toJS() as unknown;
    }),
  );
}

const serveArgs = (args: readonly string[]): ServeArgs => {
  expect(args[0]).toBe('serve');
  const parsed = parseServeArgs(args.slice(1));
  if (typeof parsed === 'string') throw new Error(`exactly serve would refuse ${args.join(' ')}: ${parsed}`);
  return parsed;
};

describe('docs/deploy.md: the Kubernetes manifests', () => {
  let deployment: Deployment;
  let service: Service;
  let autoscaler: HorizontalPodAutoscaler;

  beforeAll(() => {
    const documents = yamlDocumentsOf(read('docs/deploy.md')) as Array<{ kind?: string }>;
    expect(documents.map((d) => d.kind).sort()).toEqual(['Deployment', 'HorizontalPodAutoscaler', 'Service']);
    // The constructors take the parsed objects as they are; validate() checks them against the
    // Kubernetes OpenAPI schemas (types, required fields).
    deployment = new Deployment(documents.find((d) => d.kind === 'Deployment') as Deployment);
    service = new Service(documents.find((d) => d.kind === 'Service') as Service);
    autoscaler = new HorizontalPodAutoscaler(documents.find((d) => d.kind === 'HorizontalPodAutoscaler') as HorizontalPodAutoscaler);
  });

  it('fit the Kubernetes schemas', () => {
    expect(() => deployment.validate()).not.toThrow();
    expect(() => service.validate()).not.toThrow();
    expect(() => autoscaler.validate()).not.toThrow();
  });

  const container = () => {
    const containers = deployment.spec!.template.spec!.containers;
    expect(containers).toHaveLength(1);
    return containers[0]!;
  };

  it('run the image with `exactly serve` on every interface, on the port the container declares', () => {
    const { image, args, ports } = container();
    // registry/name:tag, with a tag that names a version (not latest).
    expect(image).toMatch(/^[a-z0-9.-]+(?::\d+)?\/[a-z0-9._/-]+:[\w.-]+$/);
    expect(image).not.toMatch(/:latest$/);
    const serve = serveArgs(args!);
    expect(serve.host).toBe('0.0.0.0');
    expect(ports).toEqual([{ name: 'http', containerPort: serve.port }]);
  });

  it("probe readiness (and startup) on /readyz and liveness on /healthz, at the container's port", () => {
    const { readinessProbe, startupProbe, livenessProbe, ports } = container();
    const port = ports![0]!;
    const pointsAtServer = (probePort: string | number | undefined): boolean => probePort === port.name || probePort === port.containerPort;
    expect(readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(startupProbe?.httpGet?.path).toBe('/readyz');
    expect(livenessProbe?.httpGet?.path).toBe('/healthz');
    for (const probe of [readinessProbe, startupProbe, livenessProbe]) expect(pointsAtServer(probe?.httpGet?.port)).toBe(true);
  });

  it('give the engine no more worker threads than the CPUs the container may use', () => {
    const { args, resources } = container();
    expect(serveArgs(args!).workers).toBeLessThanOrEqual(Number(resources?.limits?.['cpu']));
  });

  it('let a pod drain before it is killed: the grace period outlasts preStop and the drain', () => {
    const { lifecycle } = container();
    const preStop = lifecycle?.preStop?.exec?.command ?? [];
    const sleepSeconds = preStop[0] === 'sleep' ? Number(preStop[1]) : 0;
    expect(deployment.spec!.template.spec!.terminationGracePeriodSeconds).toBeGreaterThan(sleepSeconds + DRAIN_SECONDS);
  });

  it("select the Deployment's pods from the Deployment and the Service, and send the Service to the server's port", () => {
    const labels = deployment.spec!.template.metadata!.labels!;
    const inLabels = (selector: Record<string, string>): boolean => Object.entries(selector).every(([k, v]) => labels[k] === v);
    expect(inLabels(deployment.spec!.selector.matchLabels!)).toBe(true);
    expect(inLabels(service.spec!.selector!)).toBe(true);
    const port = container().ports![0]!;
    expect(service.spec!.ports!.map((p) => p.targetPort)).toEqual([port.name]);
  });

  it('scale the Deployment with the autoscaler', () => {
    const { scaleTargetRef, minReplicas, maxReplicas } = autoscaler.spec!;
    expect(scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata!.name });
    expect(minReplicas).toBeGreaterThanOrEqual(2);
    expect(maxReplicas).toBeGreaterThanOrEqual(minReplicas!);
  });
});

describe('Dockerfile', () => {
  const dockerfile = DockerfileParser.parse(read('Dockerfile'));
  const stages = dockerfile.getFROMs();
  const stageOf = (from: From): ImageTemplate => dockerfile.getContainingImage(from.getRange().start)!;
  const final = stageOf(stages.at(-1)!);
  /** The arguments of an exec-form instruction (JSON array). */
  const execForm = (instruction: Instruction): string[] => JSON.parse(instruction.getArgumentsContent()!) as string[];

  it('builds in stages from a slim Node 20 image, the last stage copying the dependencies the first installed', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const from of stages) {
      expect(from.getImageName()).toBe('node');
      expect(from.getImageTag()).toMatch(/^20(\.\d+)*-[a-z]+-slim$/);
    }
    const copiedFrom = final.getCOPYs().map((copy) => copy.getFromFlag()?.getValue());
    expect(copiedFrom).toContain(stages[0]!.getBuildStage());
    const install = stageOf(stages[0]!)
      .getInstructions()
      .find((i) => i.getKeyword() === 'RUN')!;
    expect(install.getArgumentsContent()).toMatch(/^npm ci --omit=dev\b/);
  });

  it('runs as an unprivileged user', () => {
    const users = final
      .getInstructions()
      .filter((i) => i.getKeyword() === 'USER')
      .map((i) => i.getArgumentsContent());
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0', '0:0']).not.toContain(users.at(-1));
  });

  it('runs `exactly serve --host 0.0.0.0` on the port it exposes, with a health check on /healthz there', () => {
    const [entrypoint] = final.getENTRYPOINTs();
    const [cmd] = final.getCMDs();
    expect(execForm(entrypoint!)).toEqual(['node', 'bin/exactly.js']);
    const serve = serveArgs(execForm(cmd!));
    expect(serve.host).toBe('0.0.0.0');
    const exposed = final
      .getInstructions()
      .filter((i) => i.getKeyword() === 'EXPOSE')
      .map((i) => i.getArgumentsContent());
    expect(exposed).toEqual([String(serve.port)]);
    const [healthcheck] = final.getHEALTHCHECKs();
    const command = healthcheck!.getArgumentsContent()!;
    const exec = JSON.parse(command.slice(command.indexOf('CMD') + 3).trim()) as string[];
    expect(exec[0]).toBe('node');
    expect(exec.join(' ')).toContain(`http://127.0.0.1:${serve.port}/healthz`);
  });

  const ignored = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const matches = (pattern: string, path: string): boolean =>
    new RegExp(
      `^${pattern
        .split('**/')
        .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*'))
        .join('(?:.*/)?')}(?:/.*)?$`,
    ).test(path);
  /** The sources of COPY instructions of a stage that copy from the build context. */
  const copiedFromContext = (stage: ImageTemplate): string[] =>
    stage
      .getCOPYs()
      .filter((copy) => copy.getFromFlag() === null)
      .flatMap((copy) =>
        copy
          .getArguments()
          .slice(0, -1)
          .map((a) => a.getValue()),
      );
  const isCopied = (copied: readonly string[], file: string): boolean =>
    copied.some((source) => file === source || file.startsWith(`${source}/`));
  /** Project files (not packages) that `entries` load, and the packages they import. */
  async function loadedBy(entries: string[]): Promise<{ files: string[]; packages: string[] }> {
    const { output } = await cruise(entries, { baseDir: ROOT, doNotFollow: { path: 'node_modules' } });
    const modules = (output as ICruiseResult).modules;
    for (const module of modules) expect(module.couldNotResolve, `${module.source} resolves`).toBeFalsy();
    const files = modules
      .filter((module) => !module.coreModule && !module.source.startsWith('node_modules/'))
      .map((module) => module.source);
    const packages = modules
      .flatMap((module) => module.dependencies)
      .filter((dependency) => dependency.dependencyTypes.some((type) => type.startsWith('npm')))
      .map((dependency) =>
        dependency.module
          .split('/')
          .slice(0, dependency.module.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    return { files: [...new Set(files)], packages: [...new Set(packages)] };
  }
  const buildStage = stages
    .map(stageOf)
    .find((stage) =>
      stage.getInstructions().some((i) => i.getKeyword() === 'RUN' && /\bnpm run build:cli\b/.test(i.getArgumentsContent() ?? '')),
    );

  it('builds the command in a stage of its own, from every source the build reads', async () => {
    expect(buildStage).toBeDefined();
    expect(buildStage).not.toBe(final);
    // What the build reads: the entries of vite.cli.config.ts and what they import (the
    // contracts included), and the config files vite loads.
    const { files } = await loadedBy(['src/cli/exactly.ts', 'src/cli/http/engine-worker.ts']);
    expect(files).toContain('src/cli/serve.ts');
    expect(files).toContain('contracts/rational-working-check.json');
    const copied = copiedFromContext(buildStage!);
    for (const file of [...files, 'package.json', 'package-lock.json', 'vite.cli.config.ts', 'tsconfig.json']) {
      expect(existsSync(join(ROOT, file)), file).toBe(true);
      expect(isCopied(copied, file), `${file} is copied into the build stage`).toBe(true);
      expect(
        ignored.filter((pattern) => matches(pattern, file)),
        `${file} is not ignored`,
      ).toEqual([]);
    }
    // A dist-cli/ of the build context never replaces the one the stage builds.
    expect(ignored.some((pattern) => matches(pattern, 'dist-cli'))).toBe(true);
  }, 60_000);

  it('the image holds every file the server loads: the build from the build stage, the launcher from the context', async () => {
    // The unit tests' global set-up has built dist-cli/ from the current sources.
    const { files, packages } = await loadedBy(['bin/exactly.js', 'dist-cli/engine-worker.js']);
    expect(files).toContain('dist-cli/exactly.js');
    expect(files.some((file) => file.startsWith('dist-cli/serve-'))).toBe(true);
    // Nothing is compiled at start: the image runs JavaScript only.
    expect(files.filter((file) => !file.endsWith('.js'))).toEqual([]);
    const buildStageName = stages.find((from) => stageOf(from) === buildStage)?.getBuildStage();
    expect(buildStageName).toBe('build');
    const fromBuild = final.getCOPYs().filter((copy) => copy.getFromFlag()?.getValue() === buildStageName);
    expect(fromBuild.map((copy) => copy.getArguments().map((a) => a.getValue()))).toEqual([['/app/dist-cli', './dist-cli']]);
    const copied = copiedFromContext(final);
    for (const file of files.filter((file) => !file.startsWith('dist-cli/'))) {
      expect(isCopied(copied, file), `${file} is copied`).toBe(true);
      expect(
        ignored.filter((pattern) => matches(pattern, file)),
        `${file} is not ignored`,
      ).toEqual([]);
    }
    // The packages the build imports are installed by the production install (stage 1); tsx,
    // the build tool and the rest of the dev dependencies are not.
    const dependencies = Object.keys((JSON.parse(read('package.json')) as { dependencies: Record<string, string> }).dependencies);
    expect(packages.sort()).toEqual(['fast-xml-parser', 'fflate', 'papaparse', 'piscina', 'prom-client']);
    for (const name of packages) expect(dependencies, `${name} is a production dependency`).toContain(name);
    expect(dependencies).not.toContain('tsx');
    // The build context never carries a local node_modules over the installed one.
    expect(ignored.some((pattern) => matches(pattern, 'node_modules'))).toBe(true);
  }, 60_000);
});
