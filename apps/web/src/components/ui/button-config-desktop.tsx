import type { ConfigProviderProps } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';

/**
 * Every desktop button: no space inserted between two Chinese characters, and a loading icon without the
 * kit's width animation. That animation ends on a `transitionend` which never comes when the loading state
 * is switched off while it is still entering (a request answered within a few frames, such as a refused
 * code): the hidden "loading" icon then stays in the button for good, so assistive technology and tests
 * read "loading Verify" instead of "Verify". A configured icon is shown and removed at once.
 */
export const desktopButtonConfig: ConfigProviderProps['button'] = {
  autoInsertSpace: false,
  loadingIcon: <LoadingOutlined />,
};
