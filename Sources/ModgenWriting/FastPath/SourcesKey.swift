import ModgenPlanning
import ModgenSpec
import YAMLTree

/// How `SourcesRecord`'s key is made, for one run: modgen's version, the spec as the run names
/// it and as generated files name it (`specReference`), then, for the sources a listing names,
/// every spec file's path and digest, every listed environment variable's value (or its
/// absence), the spec's templates path, and each template set's name, the folder it is found in
/// and everything in that folder. Hashed as the plan fingerprint is (`FingerprintHasher`).
/// Equal keys mean equal loads, hence equal plan fingerprints.
///
/// Below: `current`, the key of the sources as they are on disk now, before any loading.
package struct SourcesKey: Sendable {
    package var version: String
    /// The spec as the run names it: the first file of every listing.
    package var specPath: String
    package var specReference: String
    package var environment: [String: String]
    package var templates: TemplateLocator

    package init(version: String, specPath: String, specReference: String, environment: [String: String], templates: TemplateLocator) {
        self.version = version
        self.specPath = specPath
        self.specReference = specReference
        self.environment = environment
        self.templates = templates
    }

    /// The key of `listing` with the spec files' `digests` (one per file, in order); nil when a
    /// template set cannot be found or read.
    package func key(of listing: SourcesListing, digests: [SpecFileDigest]) -> PlanFingerprint? {
        guard digests.count == listing.files.count else { return nil }
        var hasher = FingerprintHasher()
        hasher.feed(string: SourcesRecord.header)
        hasher.feed(string: version)
        hasher.feed(string: specPath)
        hasher.feed(string: specReference)
        hasher.feed(tag: FingerprintHasher.Tag.list, count: listing.files.count)
        for (path, digest) in zip(listing.files, digests) {
            hasher.feed(string: path)
            hasher.feed(words: [digest.first, digest.second])
        }
        hasher.feed(tag: FingerprintHasher.Tag.list, count: listing.environment.count)
        for name in listing.environment {
            hasher.feed(string: name)
            let value = environment[name]
            hasher.feed(bool: value != nil)
            if let value { hasher.feed(string: value) }
        }
        hasher.feed(bool: listing.templatesPath != nil)
        if let path = listing.templatesPath { hasher.feed(string: path) }
        guard hasher.feed(templateSets: listing.sets, templatesPath: listing.templatesPath, from: templates, namingFolders: true)
        else { return nil }
        let (first, second) = hasher.finish()
        return PlanFingerprint(first: first, second: second)
    }

    /// The key of the sources `listing` names as they are on disk now; nil unless its first
    /// file is the spec this run names and every file reads as the load would read it: a
    /// regular file (links followed) within the load's size limit, all together too.
    package func current(_ listing: SourcesListing) -> PlanFingerprint? {
        guard listing.files.first == specPath else { return nil }
        let fileSystem = FileSystem()
        var left = YAMLLimits.default.maxInputBytes
        var digests: [SpecFileDigest] = []
        for path in listing.files {
            guard let status = try? fileSystem.status(followingLinksAt: path), status.kind == .regular, status.size <= left,
                let bytes = try? fileSystem.contents(followingLinksAt: path), bytes.count <= left
            else { return nil }
            left -= bytes.count
            digests.append(SpecFileDigest(bytes))
        }
        return key(of: listing, digests: digests)
    }
}
