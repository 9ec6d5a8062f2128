import { useQuery } from '@apollo/client/react';
import type { AreaProps } from '@canstring/client';
import { adminScreenTexts, ErrorCode } from '@canstring/contracts';
import { AreaError, BackIcon } from '@canstring/ui';
import { Box, Button, Flex, Heading, Spinner } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { AdminAccessProvider, useAdminAccessValue } from './common/admin-access';
import { NotAllowed } from './common/not-allowed';
import { serverProblemOf } from './common/server-problem';
import { ROLES } from './graphql/documents';
import { AdminWorkspace } from './workspace';

/**
 * The administration of users and groups (spec 1 §2). Access is decided by the server: the roles
 * query is for administrators only, and any FORBIDDEN answer later turns the area into its refusal view.
 */
export const AdministrationArea = ({ navigate, onSignOut }: AreaProps) => {
  const [refused, setRefused] = useState(false);
  const roles = useQuery(ROLES, { fetchPolicy: 'network-only' });
  const problem = roles.error ? serverProblemOf(roles.error) : undefined;
  const goHome = useCallback(() => navigate('/'), [navigate]);
  const refuse = useCallback(() => setRefused(true), []);
  const access = useAdminAccessValue(refuse, onSignOut);

  useEffect(() => {
    if (problem?.code === ErrorCode.Unauthenticated) onSignOut();
  }, [problem?.code, onSignOut]);

  let body: ReactNode;
  if (refused || problem?.code === ErrorCode.Forbidden) body = <NotAllowed onHome={goHome} />;
  else if (problem) body = <AreaError message={problem.message} onRetry={() => void roles.refetch()} />;
  else if (!roles.data) {
    body = (
      <Box padding="6" aria-busy="true">
        <Spinner size="sm" />
      </Box>
    );
  } else body = <AdminWorkspace roles={roles.data.roles} />;

  return (
    <AdminAccessProvider {...access}>
      <Box as="section" data-testid="area-admin" padding={{ base: '3', md: '6' }}>
        <Flex align="center" gap="3" marginBottom="4">
          <Button size="sm" variant="ghost" onClick={goHome} data-testid="admin-home">
            <BackIcon /> {adminScreenTexts.backToHome}
          </Button>
          <Heading as="h1" size="lg">
            {adminScreenTexts.title}
          </Heading>
        </Flex>
        {body}
      </Box>
    </AdminAccessProvider>
  );
};
