// The styles of the Arco components the desktop pages use (each with the styles of the components it is
// built from), loaded with the desktop pages — the signed-in shell and the top-level error pages — rather
// than with the entry: a phone's first screen does not download them (issue 21), and the components the
// app never uses (about a fifth of Arco's stylesheet) are not shipped at all (issue 14). A component new to
// the app gets its line here; tests/src/app/desktop-styles.test.ts fails until it has one.
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/BackTop/style/css.js';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/Breadcrumb/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/ConfigProvider/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Layout/style/css.js';
import '@arco-design/web-react/es/Link/style/css.js';
import '@arco-design/web-react/es/List/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Notification/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Popover/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Statistic/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/TimePicker/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
