import { ApolloProvider } from '@apollo/client/react';
import type { AreaProps } from '@canstring/client';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaError } from './area-error';
import { UiProvider } from './provider';

/** An area with its own Chakra, toaster and Apollo context: it renders in a React root of its own. */
export const AreaRoot = ({ Area, ...props }: AreaProps & { Area: ComponentType<AreaProps> }) => (
  <UiProvider>
    <ApolloProvider client={props.apolloClient}>
      <Area {...props} />
    </ApolloProvider>
  </UiProvider>
);

/**
 * single-spa-react lifecycles ({ bootstrap, mount, unmount, update }) for a remote's './app'.
 * A render error stays inside the area and shows the area error view.
 */
export const areaLifecycles = (Area: ComponentType<AreaProps>) =>
  singleSpaReact<AreaProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: AreaProps) => <AreaRoot Area={Area} {...props} />,
    errorBoundary: () => (
      <UiProvider>
        <AreaError />
      </UiProvider>
    ),
  });
