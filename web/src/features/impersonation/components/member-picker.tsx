import {
  Anchor,
  Button,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { MemberListItem } from '@portal/contracts/member';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { impersonationNs } from '#src/features/impersonation/i18n/impersonation-namespace.ts';
import { UsersIcon } from '#src/lib/icons.tsx';
import { useMembers } from '../api/list-members.ts';
import { pickerLabel, searchMembers } from '../lib/member-search.ts';
import classes from './member-picker.module.css';
import { actAs } from '../lib/act-as.ts';

/** The header's member picker of SPEC.md sections 1 and 5, for super administrators only. */
export default function MemberPicker() {
  const { t } = useTranslation(impersonationNs);
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const members = useMembers(isOpen);
  const found = searchMembers(members.data ?? [], search);

  const close = () => {
    setOpen(false);
    setSearch('');
  };
  const pick = (member: MemberListItem) => {
    close();
    if (!member.email) return;
    // Every screen, notification and id now belongs to the chosen member.
    actAs(queryClient, { ...member, email: member.email });
  };

  return (
    <Popover
      opened={isOpen}
      onChange={(open) => (open ? setOpen(true) : close())}
      width={320}
      position="bottom-end"
      trapFocus
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<UsersIcon />}
          onClick={() => (isOpen ? close() : setOpen(true))}
          aria-label={t('picker.open')}
          aria-expanded={isOpen}
        >
          <Text span inherit visibleFrom="sm">
            {t('picker.open')}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            label={t('picker.search')}
            placeholder={t('picker.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          {members.isPending && (
            <Text size="sm" role="status">
              <Loader size="xs" mr="xs" />
              {t('picker.loading')}
            </Text>
          )}
          {members.isError && (
            <Text size="sm" c="red.8" role="alert">
              {t('picker.loadFailed')}
            </Text>
          )}
          {members.isSuccess && (
            <>
              <Text size="sm" fw={600} role="status">
                {t('picker.found', { count: found.length })}
              </Text>
              {found.length === 0 ? (
                <Text size="sm">{t('picker.none')}</Text>
              ) : (
                <ScrollArea.Autosize mah={320} type="auto">
                  <ul className={classes.list}>
                    {found.map((member) => (
                      <li key={member.id}>
                        <UnstyledButton
                          className={classes.item}
                          onClick={() => pick(member)}
                          disabled={!member.email}
                        >
                          <Text size="sm" fw={500}>
                            {pickerLabel(member)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {member.email}
                          </Text>
                        </UnstyledButton>
                      </li>
                    ))}
                  </ul>
                </ScrollArea.Autosize>
              )}
            </>
          )}
          <Anchor component={Link} to="/audit-log" size="sm" onClick={close}>
            {t('picker.auditLog')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
