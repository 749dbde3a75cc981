import './theme';
import './ohno';
import './pieces';
