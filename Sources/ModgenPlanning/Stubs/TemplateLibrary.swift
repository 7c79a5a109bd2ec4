/// The template sets of one planning run, each found and compiled once, however many
/// modules use it.
final class TemplateLibrary {
    private let locator: TemplateLocator
    private let templatesPath: String?
    private var loaded: [String: Result<TemplateSet, TemplateSetNotFound>] = [:]

    init(locator: TemplateLocator, templatesPath: String?) {
        self.locator = locator
        self.templatesPath = templatesPath
    }

    /// The set called `name`; throws `TemplateSetNotFound` or `TemplateError`.
    func set(named name: String) throws -> TemplateSet {
        if let result = loaded[name] { return try result.get() }
        let directory: String
        do {
            directory = try locator.directory(ofSet: name, templatesPath: templatesPath)
        } catch {
            loaded[name] = .failure(error)
            throw error
        }
        let set = try TemplateSet(name: name, directory: directory)
        loaded[name] = .success(set)
        return set
    }
}
