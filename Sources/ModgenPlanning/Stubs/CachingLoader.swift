import Stencil

/// Serves `{% include %}` and `{% extends %}` from a set's folder, reading each file once.
final class CachingLoader: Loader {
    private let base: FileSystemLoader
    private var cache: [String: Template] = [:]

    init(directory: String) {
        self.base = FileSystemLoader(paths: [.init(directory)])
    }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        if let template = cache[name] { return template }
        let template = try base.loadTemplate(name: name, environment: environment)
        cache[name] = template
        return template
    }
}
