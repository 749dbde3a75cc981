import './theme';
import './ohno';
