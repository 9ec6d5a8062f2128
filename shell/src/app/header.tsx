import {
  isAdministrator,
  meetingScreenTexts,
  PROCTORING_EXAMINER_ROUTE,
  type StoredSession,
} from '@canstring/contracts';
import { UserMenu } from '@canstring/ui';
import { Box, Flex, Link, Spacer, Text } from '@chakra-ui/react';
import { BRAND_NAME } from '../brand';
import { preloadArea } from './area-preload';

const preloadAdministration = () => preloadArea('admin');

export interface HeaderProps {
  session: StoredSession | null;
  navigate: (to: string) => void;
  onLogOut: () => void;
  /** A visitor without an account on a meeting link: the header names them 'Guest' (spec 1 §1). */
  guest?: boolean;
}

/** Brand, and for a signed-in person the avatar menu (spec 1 §2). */
export const Header = ({ session, navigate, onLogOut, guest = false }: HeaderProps) => (
  <Flex
    as="header"
    align="center"
    paddingX="6"
    paddingY="3"
    borderBottomWidth="1px"
    bg="bg"
    data-testid="header"
  >
    <Link
      href="/"
      fontWeight="bold"
      fontSize="xl"
      color="brand.500"
      onClick={(event) => {
        event.preventDefault();
        navigate('/');
      }}
    >
      {BRAND_NAME}
    </Link>
    <Spacer />
    {session && (
      // An administrator reaching for the menu is likely to open Administration: it starts loading.
      <Box
        display="contents"
        onPointerEnter={isAdministrator(session.user_role) ? preloadAdministration : undefined}
        onFocusCapture={isAdministrator(session.user_role) ? preloadAdministration : undefined}
      >
        <UserMenu
          firstName={session.userDetail.first_name}
          onRecorderApp={() => navigate('/record')}
          onExams={() => navigate(PROCTORING_EXAMINER_ROUTE)}
          // A shortcut only: the administration area itself is refused by the server to anyone else.
          onAdministration={isAdministrator(session.user_role) ? () => navigate('/createroom') : undefined}
          onLogOut={onLogOut}
        />
      </Box>
    )}
    {!session && guest && (
      <Text fontWeight="medium" data-testid="header-guest">
        {meetingScreenTexts.entry.guest}
      </Text>
    )}
  </Flex>
);
