// Element Plus's CSS per component (what unplugin-vue-components' resolver would import): the base
// variables and the style of each component the peer uses, nothing else.
import 'element-plus/es/components/base/style/css';
import 'element-plus/es/components/button/style/css';
import 'element-plus/es/components/checkbox/style/css';
import 'element-plus/es/components/config-provider/style/css';
import 'element-plus/es/components/date-picker/style/css';
import 'element-plus/es/components/drawer/style/css';
import 'element-plus/es/components/input/style/css';
import 'element-plus/es/components/option/style/css';
import 'element-plus/es/components/pagination/style/css';
import 'element-plus/es/components/select/style/css';
import 'element-plus/es/components/tab-pane/style/css';
import 'element-plus/es/components/table-v2/style/css';
import 'element-plus/es/components/tabs/style/css';
import 'element-plus/es/components/tree/style/css';
import './peer.css';
