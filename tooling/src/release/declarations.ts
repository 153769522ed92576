import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { OWN_TYPES_DIR, REMOTE_TYPES_DIR } from 'build-preset/exposed-types';
import type { RemoteName } from 'build-preset/ports';
import { REPO_ROOT } from '../config/repoRoot';

/**
 * The gate's type check (issue 45, item 6): a remote release carries the declarations of the
 * modules it exposes (`@mf-types/<Module>.d.ts`), a shell release those of every remote it was built
 * against (`remote-types/<remote>/<Module>.d.ts`), both written by their builds
 * (build-preset/src/pluginExposedTypes.ts). This compares them with TypeScript's checker.
 */

/** Where a release keeps the declarations of `remote/Module`: its own, or (a shell) those it was built against. */
export function declarationFile(releaseFolder: string, remote: RemoteName, module: string, kind: 'own' | 'shell'): string {
  return kind === 'own' ? join(releaseFolder, OWN_TYPES_DIR, `${module}.d.ts`) : join(releaseFolder, REMOTE_TYPES_DIR, remote, `${module}.d.ts`);
}

/** Packages the declarations name ('react', 'shared-data'...) resolve from the shell's node_modules, which has them all. */
function comparisonOptions(): ts.CompilerOptions {
  const modules = join(REPO_ROOT, 'shell', 'node_modules');
  return {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
    baseUrl: REPO_ROOT,
    paths: { '*': [`${modules}/*`, `${modules}/@types/*`] },
  };
}

/** A component's props: the first parameter of its (first) call signature, or null for anything that is not one. */
function propsOf(checker: ts.TypeChecker, type: ts.Type): ts.Type | null {
  const [signature] = type.getCallSignatures();
  if (!signature) return null;
  const [parameter] = signature.getParameters();
  return parameter ? checker.getTypeOfSymbol(parameter) : checker.getTypeFromTypeNode(ts.factory.createTypeLiteralNode([]));
}

const isOptional = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;

/**
 * What breaks the shell's use of `remote/Module` between the declarations the live shell was built
 * against (`before`) and the candidate's (`after`): an export gone, a component's new required
 * prop, a prop whose type no longer takes what it took, another export whose type changed. A
 * compatible addition (a new export, a new optional prop) is no problem. One sentence each, naming
 * the module and the member.
 */
export function declarationProblems(id: string, before: string, after: string, shell = 'the live shell'): string[] {
  if (!existsSync(before) || !existsSync(after)) return [];
  const program = ts.createProgram([before, after], comparisonOptions());
  const checker = program.getTypeChecker();
  const exportsOf = (file: string) => {
    const source = program.getSourceFile(file);
    const symbol = source ? checker.getSymbolAtLocation(source) : undefined;
    return new Map((symbol ? checker.getExportsOfModule(symbol) : []).map((entry) => [entry.getName(), entry]));
  };
  const typeOf = (symbol: ts.Symbol) => checker.getTypeOfSymbol(symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const show = (type: ts.Type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  const oldExports = exportsOf(before);
  const newExports = exportsOf(after);
  const problems: string[] = [];
  for (const [name, oldSymbol] of oldExports) {
    const member = name === 'default' ? 'its default export' : `the export "${name}"`;
    const newSymbol = newExports.get(name);
    if (!newSymbol) {
      problems.push(`${id}: ${member} is gone, and ${shell} was built against it. Keep exporting it.`);
      continue;
    }
    const oldType = typeOf(oldSymbol);
    const newType = typeOf(newSymbol);
    const oldProps = propsOf(checker, oldType);
    const newProps = propsOf(checker, newType);
    if (oldProps && newProps) {
      for (const prop of newProps.getProperties()) {
        const was = oldProps.getProperty(prop.getName());
        const propType = show(checker.getTypeOfSymbol(prop));
        if (!isOptional(prop) && (!was || isOptional(was))) {
          problems.push(`${id}: ${member} has a new required prop "${prop.getName()}" (${propType}), which ${shell} does not pass. Make it optional, or release a shell that passes it first.`);
        } else if (was && !checker.isTypeAssignableTo(checker.getTypeOfSymbol(was), checker.getTypeOfSymbol(prop))) {
          problems.push(`${id}: ${member}'s prop "${prop.getName()}" changed type from ${show(checker.getTypeOfSymbol(was))} to ${propType}, which no longer takes what ${shell} passes.`);
        }
      }
    } else if (!checker.isTypeAssignableTo(newType, oldType)) {
      problems.push(`${id}: ${member} changed type from ${show(oldType)} to ${show(newType)}.`);
    }
  }
  return problems;
}
