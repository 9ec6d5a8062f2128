import {
  BRAND_NAME,
  isAdministrator,
  PROCTORING_EXAMINER_ROUTE,
  type StoredSession,
} from '@canstring/contracts';
import { Flex, Link, Spacer } from '@chakra-ui/react';
import { UserMenu } from './user-menu';

export interface StandaloneHeaderProps {
  session: StoredSession | null;
  /** The product's home (the shell); without it the brand leads to this page's own start. */
  shellUrl?: string;
  onLogOut: () => void;
}

/**
 * The header of an area on its own page (the administration on its port): the brand leads home to
 * the product, and the avatar menu has Log out, as the shell's header has.
 */
export const StandaloneHeader = ({ session, shellUrl, onLogOut }: StandaloneHeaderProps) => {
  const inProduct = (path: string) => (shellUrl ? new URL(path, shellUrl).toString() : path);
  const go = (path: string) => window.location.assign(inProduct(path));
  return (
    <Flex
      as="header"
      align="center"
      paddingX="6"
      paddingY="3"
      borderBottomWidth="1px"
      bg="bg"
      data-testid="standalone-header"
    >
      <Link href={inProduct('/')} fontWeight="bold" fontSize="xl" color="brand.500" data-testid="home-link">
        {BRAND_NAME}
      </Link>
      <Spacer />
      {session && (
        <UserMenu
          firstName={session.userDetail.first_name}
          onRecorderApp={() => go('/record')}
          onExams={() => go(PROCTORING_EXAMINER_ROUTE)}
          onAdministration={isAdministrator(session.user_role) ? () => go('/createroom') : undefined}
          onLogOut={onLogOut}
        />
      )}
    </Flex>
  );
};
