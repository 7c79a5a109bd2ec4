import Foundation
import ModgenPlanning
import ModgenScaffolding
import ModgenWriting

/// `init`: a commented starter spec in a folder, never over an existing one; beside a README
/// that is already there the spec says `readme: false` (the README stays the person's, and
/// the first generate does not refuse it); and a `.gitignore` when the folder has none.
public enum StarterProject {
    /// What `init` wrote before generating.
    public struct Written: Sendable, Equatable {
        /// The spec's path (`<folder>/modules.yml`).
        public var specPath: String
        /// A `README.md` was already in the folder: the spec says `readme: false`.
        public var keepsReadme: Bool
        /// The `.gitignore` written; nil when the folder already had one (left as it was).
        public var gitignorePath: String?
    }

    /// Writes `<folder>/modules.yml` for an app called `name`, and `<folder>/.gitignore`
    /// unless one is there.
    public static func write(name: String, in folder: String, templateSet: String?) throws(PipelineFailure) -> Written {
        let specPath = path(folder, "modules.yml")
        guard !FileManager.default.fileExists(atPath: specPath) else {
            throw PipelineFailure(path: specPath, "a spec is already there; init never overwrites it (edit it and run modgen generate)")
        }
        let keepsReadme = FileManager.default.fileExists(atPath: path(folder, ProjectReadme.path))
        let spec = StarterSpec.text(name: name, templateSet: templateSet, generatesReadme: !keepsReadme)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(spec.utf8).write(to: URL(fileURLWithPath: specPath), options: .withoutOverwriting)
        } catch {
            throw PipelineFailure(path: specPath, "cannot write the spec: \(error.localizedDescription)")
        }
        return Written(specPath: specPath, keepsReadme: keepsReadme, gitignorePath: try writeGitignore(in: folder))
    }

    /// The starter `.gitignore`, only where there is none (never replacing one written meanwhile).
    private static func writeGitignore(in folder: String) throws(PipelineFailure) -> String? {
        let ignorePath = path(folder, StarterGitignore.fileName)
        var isThere: Bool {
            (try? FileManager.default.attributesOfItem(atPath: ignorePath)) != nil
                || (try? FileManager.default.destinationOfSymbolicLink(atPath: ignorePath)) != nil
        }
        guard !isThere else { return nil }
        let text = StarterGitignore.text(localFiles: TreeWriter.checkoutLocalFiles)
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: ignorePath), options: .withoutOverwriting) } catch {
            if isThere { return nil }
            throw PipelineFailure(path: ignorePath, "cannot write it: \(error.localizedDescription)")
        }
        return ignorePath
    }

    private static func path(_ folder: String, _ name: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent(name).relativePath
    }
}
