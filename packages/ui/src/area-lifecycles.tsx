import { ApolloProvider } from '@apollo/client/react';
import type { AreaProps } from '@canstring/client';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaError } from './area-error';
import { UiProvider } from './provider';

/**
 * An area with its own Chakra, toaster and Apollo context: it renders in a React root of its own.
 * Inside the shell's page, whose root holds the page-wide styles, it adds none; on a page of its own
 * (a remote's standalone page without a header of ours) it adds them (`pageStyles`).
 */
export const AreaRoot = <P extends AreaProps>({
  Area,
  pageStyles = false,
  ...props
}: P & { Area: ComponentType<P>; pageStyles?: boolean }) => (
  <UiProvider pageStyles={pageStyles}>
    <ApolloProvider client={props.apolloClient}>
      <Area {...(props as unknown as P)} />
    </ApolloProvider>
  </UiProvider>
);

/**
 * single-spa-react lifecycles ({ bootstrap, mount, unmount, update }) for a remote's './app' or
 * for a view it exposes to other areas (whose props extend the area props).
 * A render error stays inside the area and shows the area error view.
 */
export const areaLifecycles = <P extends AreaProps = AreaProps>(Area: ComponentType<P>) =>
  singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: (props: P) => <AreaRoot<P> Area={Area} {...props} />,
    errorBoundary: () => (
      <UiProvider pageStyles={false}>
        <AreaError />
      </UiProvider>
    ),
  });
