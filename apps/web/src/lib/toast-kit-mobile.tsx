import { Toast } from 'antd-mobile';
import './mobile-react19.ts';

export { Toast };
