import Foundation
import Stencil

/// A template set loaded from disk: for each role, its files compiled once.
///
/// Layout: `<set>/<role>/<path>`; `<path>` is where the file goes inside the target's folder
/// (`__name__` becomes the module's name, `.stencil` files are rendered, others copied).
/// Folders that are not roles (e.g. `partials/`) are left for `{% include %}`.
final class TemplateSet {
    let name: String
    let directory: String
    private let templatesByRole: [StubRole: [CompiledTemplate]]

    init(name: String, directory: String) throws {
        self.name = name
        self.directory = directory
        let loader = CachingLoader(directory: directory)
        let environment = Environment(loader: loader, extensions: [BoundedInclude.tags()], trimBehaviour: .smart)
        var templates: [StubRole: [CompiledTemplate]] = [:]
        for role in StubRole.allCases {
            templates[role] = try Self.load(role: role, from: loader, environment: environment)
        }
        self.templatesByRole = templates
    }

    /// The role's templates sorted by path; empty when the set has no folder for it.
    func templates(for role: StubRole) -> [CompiledTemplate] {
        templatesByRole[role] ?? []
    }

    /// Each file is read through `loader` (checked: regular, bounded, UTF-8) under the name
    /// `<role>/<path>`, the name errors and includes use.
    private static func load(role: StubRole, from loader: CachingLoader, environment: Environment) throws -> [CompiledTemplate] {
        let folder = "\(loader.directory)/\(role.rawValue)"
        guard TemplateLocator.isDirectory(folder) else { return [] }
        var templates: [CompiledTemplate] = []
        for path in try files(under: folder) {
            do {
                templates.append(try CompiledTemplate(relativePath: path, name: "\(role.rawValue)/\(path)", loader: loader, environment: environment))
            } catch let error as TemplateError {
                throw error
            } catch let error as TemplateSyntaxError {
                throw TemplateError(error, directory: loader.directory, file: "\(folder)/\(path)")
            } catch {
                throw TemplateError(file: "\(folder)/\(path)", message: "\(error)")
            }
        }
        return templates
    }

    /// Regular files under `folder`, relative to it, sorted; hidden files skipped.
    private static func files(under folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            let isHidden = path.split(separator: "/").contains { $0.hasPrefix(".") }
            if !isHidden, !TemplateLocator.isDirectory("\(folder)/\(path)") { paths.append(path) }
        }
        return paths.sorted()
    }
}
