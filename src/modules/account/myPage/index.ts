export { MyPage } from './MyPage';
