import type { AreaProps } from '@canstring/client';
import { helpPageText, privacyPageText, type RemoteName, THANK_YOU_LINKS } from '@canstring/contracts';
import { UiProvider } from '@canstring/ui';
import { Box, Flex } from '@chakra-ui/react';
import { use, useCallback } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { signOut } from '../auth/auth-service';
import { LandingPage } from '../landing/landing-page';
import { InfoPage } from '../pages/info-page';
import { type ShellServices, shellServices } from '../services';
import { Header } from './header';
import { RemoteArea } from './remote-area';
import { loadAreaParcel, loadViewParcel } from './remote-loader';
import { areaRoutes } from './routes';
import { shellModulesIn } from './shell-modules';
import { useSession } from './use-session';
import { useSessionCheck } from './use-session-check';

// The app's modules are in: an area's remote loaded early may run now.
shellModulesIn();

const ShellRoutes = ({ services }: { services: ShellServices }) => {
  const session = useSession(services.sessionStore);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const logOut = useCallback(() => {
    void signOut().finally(() => navigate('/'));
  }, [navigate]);
  useSessionCheck(services, logOut);

  const areaProps: AreaProps = {
    session,
    apolloClient: services.apolloClient,
    navigate: (to: string) => navigate(to),
    basePath: '',
    pathname,
    onSignOut: logOut,
    loadView: loadViewParcel,
  };
  const area = (name: RemoteName) => (
    <RemoteArea key={name} area={name} areaProps={areaProps} load={loadAreaParcel} />
  );

  if (!session && pathname === '/') return <LandingPage onSignedIn={() => undefined} />;

  return (
    <Flex direction="column" minHeight="100vh">
      <Header session={session} navigate={navigate} onLogOut={logOut} guest={pathname.startsWith('/join/')} />
      <Box as="main" flex="1">
        <Routes>
          <Route path="/" element={area('chat')} />
          <Route
            path={THANK_YOU_LINKS.privacyTerms}
            element={<InfoPage text={privacyPageText} testId="privacy-page" navigate={navigate} />}
          />
          <Route
            path={THANK_YOU_LINKS.help}
            element={<InfoPage text={helpPageText} testId="help-page" navigate={navigate} />}
          />
          {areaRoutes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              caseSensitive
              element={route.public || session ? area(route.area) : <Navigate to="/" replace />}
            />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Box>
    </Flex>
  );
};

/** The full shell: router, header, session and the areas, once the runtime config is known. */
const ShellApp = () => {
  const services = use(shellServices());
  return (
    <UiProvider>
      <BrowserRouter>
        <ShellRoutes services={services} />
      </BrowserRouter>
    </UiProvider>
  );
};

export default ShellApp;
