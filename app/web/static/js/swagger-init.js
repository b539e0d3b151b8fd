// /docs: Swagger UI from the vendored bundle (vendor/swagger-ui), reading this origin's
// OpenAPI document. A file rather than an inline script: the page's CSP allows no inline code.
// No validator badge (it would call an outside service) and no `?url=` override.
const root = document.getElementById("swagger-ui");

window.ui = window.SwaggerUIBundle({
  url: root.dataset.spec,
  domNode: root,
  layout: "BaseLayout",
  deepLinking: true,
  showExtensions: true,
  showCommonExtensions: true,
  validatorUrl: null,
  queryConfigEnabled: false,
  presets: [window.SwaggerUIBundle.presets.apis, window.SwaggerUIBundle.SwaggerUIStandalonePreset],
  onComplete: () => {
    document.body.dataset.state = "ready";
  },
});
