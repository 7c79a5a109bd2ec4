import Foundation
import ModgenDiagnostics
import ModgenGraph
import ModgenSpec

/// Finds a template set's folder. Looks, in order, in: the CLI's `--templates DIR`, the spec's
/// `options.templatesPath` (relative to the spec's folder), the installed share folder
/// (`<executable dir>/../share/modgen/Templates`), and the source tree's `Templates/`
/// (for `swift run`). The first of these folders that holds `<set>/` wins, set by set.
///
/// Below: `TemplateSetCheck`, which looks up every set a graph uses, as `validate` does.
public struct TemplateLocator: Sendable {
    /// `--templates DIR`, as given.
    package var explicitDirectory: String?
    /// The folder of the spec file: `options.templatesPath` is relative to it.
    package var specDirectory: String?
    /// The running executable; its `../share/modgen/Templates` is where `make install` copies.
    var executablePath: String?
    /// modgen's source checkout's `Templates/`; nil to leave it out.
    var sourceTreeDirectory: String?

    package init(
        explicitDirectory: String? = nil, specDirectory: String? = nil,
        executablePath: String? = TemplateLocator.runningExecutable(),
        sourceTreeDirectory: String? = TemplateLocator.sourceTreeTemplates()
    ) {
        self.explicitDirectory = explicitDirectory
        self.specDirectory = specDirectory
        self.executablePath = executablePath
        self.sourceTreeDirectory = sourceTreeDirectory
    }

    /// The running executable's path. On Linux `/proc/self/exe` (one `readlink`): asking
    /// `Bundle.main` costs about 14 million instructions (5 ms), a tenth of a `validate` of
    /// 1,000 modules, to scan the executable's folder for a bundle modgen does not have.
    package static func runningExecutable() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        #endif
        return Bundle.main.executablePath
    }

    /// The folders searched, in order, for a spec whose `options.templatesPath` is `templatesPath`.
    func searchPath(templatesPath: String?) -> [String] {
        var folders: [String] = []
        if let explicitDirectory { folders.append(explicitDirectory) }
        if let templatesPath {
            let base = PathText.standardized(specDirectory ?? ".")
            folders.append(PathText.standardized(templatesPath, from: base))
        }
        if let executablePath {
            let binary = PathText.standardized(PathText.resolvingLinks(executablePath))
            folders.append(PathText.standardized("../share/modgen/Templates", from: PathText.parent(of: binary)))
        }
        if let sourceTreeDirectory { folders.append(sourceTreeDirectory) }
        return folders
    }

    /// The folder of the set `name`, or an error naming the set, where it looked and what exists.
    package func directory(ofSet name: String, templatesPath: String?) throws(TemplateSetNotFound) -> String {
        let folders = searchPath(templatesPath: templatesPath)
        for folder in folders where Self.isDirectory("\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
        throw TemplateSetNotFound(name: name, searched: folders, available: Self.sets(in: folders))
    }

    /// The names of the sets found anywhere on the search path, sorted.
    package static func sets(in folders: [String]) -> [String] {
        var names: Set<String> = []
        for folder in folders {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for entry in entries where !entry.hasPrefix(".") && isDirectory("\(folder)/\(entry)") {
                names.insert(entry)
            }
        }
        return names.sorted()
    }

    /// `<checkout>/Templates`, from this file's path (`<checkout>/Sources/ModgenPlanning/...`);
    /// nil when the checkout is not there (an installed binary on another machine).
    static func sourceTreeTemplates(filePath: String = #filePath) -> String? {
        guard let range = filePath.range(of: "/Sources/ModgenPlanning/", options: .backwards) else { return nil }
        let folder = String(filePath[..<range.lowerBound]) + "/Templates"
        return isDirectory(folder) ? folder : nil
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Finds every template set the graph's modules use, as generating would, without rendering:
/// `validate` reports an unknown set exactly as `generate` does.
package struct TemplateSetCheck {
    let locator: TemplateLocator

    package init(locator: TemplateLocator) {
        self.locator = locator
    }

    /// One error per missing set, at the first module (by name) that uses it.
    package func diagnostics(for graph: ModuleGraph) -> [Diagnostic] {
        let log = DiagnosticLog()
        var problems = TemplateProblems(options: graph.options, log: log)
        var checked: Set<String> = []
        let modules = graph.modules
        // By index: a copy of every module cost more than the check; most share one set.
        for index in modules.indices {
            // Neighbours mostly share a set: only a set unlike the one before is looked up.
            if index > 0, modules[index].templateSet == modules[index - 1].templateSet { continue }
            guard checked.insert(modules[index].templateSet).inserted else { continue }
            do {
                _ = try locator.directory(ofSet: modules[index].templateSet, templatesPath: graph.options.templatesPath)
            } catch {
                problems.report(error, module: modules[index])
            }
        }
        return log.items
    }
}
