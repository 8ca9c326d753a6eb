import type { Account } from '@vigie/contract';
import { useStore } from '../../lib/store.ts';

export interface VcardApi {
  vcard: {
    set(
      jid: string,
      data: { fn: string; nickname: string; image?: string; image_type?: string },
    ): Promise<unknown>;
  };
}

const fullName = (account: Account) => `${account.firstname} ${account.lastname}`.trim();

async function photo(url: string | null): Promise<{ image?: string; image_type?: string }> {
  if (!url) return {};
  const answer = await fetch(url, { credentials: 'same-origin' });
  if (!answer.ok) return {};
  const blob = await answer.blob();
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
  return { image: dataUrl.slice(dataUrl.indexOf(',') + 1), image_type: blob.type };
}

/** The user's own name and picture, as converse shows them before their vCard arrives. */
export const ownNickname = () => {
  const { compte } = useStore.getState();
  return compte ? fullName(compte) : undefined;
};

/**
 * docs/product.md §9: colleagues see the user by name and picture, so the user's vCard carries the profile's;
 * published at connection and again whenever the profile changes. Returns the unsubscription.
 */
export function publishOwnProfile(api: VcardApi, ownJid: string): () => void {
  let published = '';
  const publish = async (account: Account | null) => {
    const key = account ? `${fullName(account)}\n${account.img}` : '';
    if (!account || key === published) return;
    published = key;
    const name = fullName(account);
    await api.vcard.set(ownJid, { fn: name, nickname: name, ...(await photo(account.img)) }).catch(() => {
      published = '';
    });
  };
  void publish(useStore.getState().compte);
  return useStore.subscribe((state, previous) => {
    if (state.compte !== previous.compte) void publish(state.compte);
  });
}
