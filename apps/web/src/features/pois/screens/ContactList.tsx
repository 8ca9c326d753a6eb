import type { ContactSummary } from '@vigie/contract';
import { memo } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { useContacts } from '../api/list-contacts.ts';
import { AffiliationBadges } from '../components/AffiliationBadges.tsx';
import { FollowToggles } from '../components/FollowToggles.tsx';
import { ItemList } from '../components/ItemList.tsx';
import { ItemRow } from '../components/ItemRow.tsx';
import { useUpdateMode } from '../update-mode.ts';
import { useNameSearch } from '../use-name-search.ts';

/** Memoised: the list renders its visible rows again on every scroll step. */
const ContactRow = memo(function ContactRow({ contact }: { contact: ContactSummary }) {
  const path = useStackPath();
  const update = useUpdateMode();
  const name = `${contact.firstname} ${contact.lastname}`;
  return (
    <ItemRow
      to={path(`contact/${contact.id}`)}
      img={contact.img}
      name={name}
      actions={
        update ? (
          <FollowToggles compact type="contact" item={{ ...contact, name, confidential: false }} />
        ) : null
      }
    >
      <AffiliationBadges affiliations={contact.affiliations} />
    </ItemRow>
  );
});

const contactKey = (contact: ContactSummary) => contact.id;
const renderContact = (contact: ContactSummary) => <ContactRow contact={contact} />;

/** Explorer's Contacts: every contact by last name, or those matching the search. */
export function ContactList() {
  const t = useT();
  const nameSearch = useNameSearch();
  return (
    <ItemList
      type="contact"
      nameSearch={nameSearch}
      searchLabel={t('lists.searchContacts')}
      items={useContacts(nameSearch.search)}
      listLabel={t('labels.contacts')}
      itemKey={contactKey}
      renderItem={renderContact}
    />
  );
}
