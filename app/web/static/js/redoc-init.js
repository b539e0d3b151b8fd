// /redoc: ReDoc from the vendored standalone bundle (vendor/redoc), reading this origin's
// OpenAPI document. A file rather than an inline script: the page's CSP allows no inline code.
const root = document.getElementById("redoc");

window.Redoc.init(
  root.dataset.spec,
  { scrollYOffset: ".docs-nav" }, // links and the side menu start below our bar
  root,
  (error) => {
    document.body.dataset.state = error ? "error" : "ready";
  },
);
