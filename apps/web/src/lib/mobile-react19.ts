import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type TContainer = (Element | DocumentFragment) & { __tmpRoot?: Root };

/**
 * antd-mobile 5 renders Toast and other imperative popups with the legacy ReactDOM.render, which React 19
 * removed; without this hook they silently never appear.
 */
unstableSetRender((node, container: TContainer) => {
  container.__tmpRoot ??= createRoot(container);
  const root = container.__tmpRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__tmpRoot;
  };
});
