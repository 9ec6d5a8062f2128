import { useApolloClient } from '@apollo/client/react';
import { adminScreenTexts } from '@canstring/contracts';
import { Box, Checkbox, Fieldset, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Field } from 'react-final-form';
import { useReportProblem } from '../common/admin-access';
import { GROUPS } from '../graphql/documents';
import type { Group } from '../graphql/types';

/** As many groups as one request may ask for; the picker lists them A to Z. */
const PICKER_LIMIT = 100;

/** The optional class room (group) selection of the user form, as GraphQL group ids. */
export const ClassRoomField = () => {
  const client = useApolloClient();
  const report = useReportProblem();
  const [groups, setGroups] = useState<Group[]>();
  useEffect(() => {
    let live = true;
    client
      .query({
        query: GROUPS,
        variables: { offset: 0, limit: PICKER_LIMIT, sort: 'name' },
        fetchPolicy: 'network-only',
      })
      .then(
        (result) => live && setGroups(result.data?.groups.groups ?? []),
        (error: unknown) => {
          if (!live) return;
          setGroups([]);
          report(error);
        },
      );
    return () => {
      live = false;
    };
  }, [client, report]);

  return (
    <Field<string[]> name="groupIds">
      {({ input }) => {
        const chosen = new Set(input.value || []);
        const toggle = (id: string, checked: boolean) => {
          const next = new Set(chosen);
          if (checked) next.add(id);
          else next.delete(id);
          input.onChange([...next]);
        };
        return (
          <Fieldset.Root data-testid="class-room-field">
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              {adminScreenTexts.fields.classRooms}
            </Fieldset.Legend>
            <Box maxHeight="40" overflowY="auto" borderWidth="1px" borderRadius="md" padding="2">
              {!groups && <Spinner size="sm" />}
              {groups?.length === 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {adminScreenTexts.noGroups}
                </Text>
              )}
              <Stack gap="1">
                {groups?.map((group) => (
                  <Checkbox.Root
                    key={group.id}
                    size="sm"
                    checked={chosen.has(group.id)}
                    onCheckedChange={(details) => toggle(group.id, details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{group.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </Box>
          </Fieldset.Root>
        );
      }}
    </Field>
  );
};
