import path from 'node:path';

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `from` imports statically, itself included. */
function staticGraph(from: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return seen;
}

/**
 * One chunk for what the signed-in app imports statically beyond the entry. Left to the bundler, the
 * modules it shares with the lazy screens became five chunks of their own, five more requests before
 * Home's first cards on a phone's six connections; the lazy screens load after it anyway.
 */
export function signedInChunk(root: string) {
  const signedIn = path.join(root, 'src/app/SignedIn.tsx');
  const entry = path.join(root, 'src/main.tsx');
  let members: Set<string> | undefined;
  return {
    name: (id: string, context: ChunkingContext) => {
      if (!members) {
        const loaded = staticGraph(entry, context);
        members = new Set([...staticGraph(signedIn, context)].filter((module) => !loaded.has(module)));
      }
      return members.has(id) ? 'SignedIn' : null;
    },
  };
}
