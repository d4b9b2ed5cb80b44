// Arco's whole stylesheet, loaded with the desktop pages (the signed-in shell and the top-level pages)
// rather than with the entry: the mobile version loads only the styles of the components it uses, so a
// phone's first screen does not download the desktop's 46 KB of CSS (issue 21).
import '@arco-design/web-react/dist/css/arco.css';
