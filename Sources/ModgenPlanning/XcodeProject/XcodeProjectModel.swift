/// A project.pbxproj as data: what `PBXRenderer` turns into text. Only the objects an app
/// shell needs: one iOS application target whose code is one Swift file and one product of a
/// local Swift package.
///
/// Every object has its `PBXObjectID` and the comment Xcode writes beside references to it.
struct XcodeProject: Hashable, Sendable {
    /// Xcode 15's format: the first with `XCLocalSwiftPackageReference`.
    static let objectVersion = 60
    static let compatibilityVersion = "Xcode 15.0"

    var rootObject: PBXObjectID
    var objects: [PBXObject]
}

/// One object of the project, by its `isa`.
enum PBXObject: Hashable, Sendable {
    case buildFile(BuildFile)
    case fileReference(FileReference)
    case group(Group)
    case buildPhase(BuildPhase)
    case nativeTarget(NativeTarget)
    case project(Project)
    case buildConfiguration(BuildConfiguration)
    case configurationList(ConfigurationList)
    case localPackage(LocalPackageReference)
    case productDependency(ProductDependency)

    /// A file (by `fileRef`) or a package product (by `productRef`) in a build phase.
    struct BuildFile: Hashable, Sendable {
        enum Reference: Hashable, Sendable {
            case file(PBXObjectID)
            case product(PBXObjectID)
        }

        var id: PBXObjectID
        var reference: Reference
        /// `AppFile.swift in Sources`.
        var comment: String
    }

    struct FileReference: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            /// A Swift source in its group's folder.
            case swiftSource
            /// The built `.app` (`BUILT_PRODUCTS_DIR`).
            case application
        }

        var id: PBXObjectID
        var kind: Kind
        var path: String
    }

    struct Group: Hashable, Sendable {
        var id: PBXObjectID
        var children: [PBXObjectID]
        /// The folder it stands for, relative to its parent; nil: none (the main group).
        var path: String?
        /// A name shown instead of the path (`Products`).
        var name: String?
    }

    struct BuildPhase: Hashable, Sendable {
        enum Kind: String, Hashable, Sendable {
            case sources = "Sources", frameworks = "Frameworks", resources = "Resources"

            var isa: String { "PBX\(rawValue)BuildPhase" }
        }

        var id: PBXObjectID
        var kind: Kind
        var files: [PBXObjectID]
    }

    struct NativeTarget: Hashable, Sendable {
        var id: PBXObjectID
        var name: String
        var configurationList: PBXObjectID
        var buildPhases: [PBXObjectID]
        var packageProductDependencies: [PBXObjectID]
        var productReference: PBXObjectID
        /// `com.apple.product-type.application`.
        var productType: String
    }

    struct Project: Hashable, Sendable {
        var id: PBXObjectID
        var name: String
        var configurationList: PBXObjectID
        var mainGroup: PBXObjectID
        var productsGroup: PBXObjectID
        var packageReferences: [PBXObjectID]
        var targets: [PBXObjectID]
    }

    /// A configuration's settings; a value is a string or a list of strings.
    struct BuildConfiguration: Hashable, Sendable {
        enum Value: Hashable, Sendable {
            case string(String)
            case list([String])
        }

        var id: PBXObjectID
        var name: String
        var settings: PBXBuildSettings
    }

    struct ConfigurationList: Hashable, Sendable {
        var id: PBXObjectID
        var configurations: [PBXObjectID]
        var defaultConfiguration: String
        /// `Build configuration list for PBXNativeTarget "MapsApp"`.
        var comment: String
    }

    /// `XCLocalSwiftPackageReference`: a package folder, relative to the project's folder.
    struct LocalPackageReference: Hashable, Sendable {
        var id: PBXObjectID
        var relativePath: String
    }

    /// `XCSwiftPackageProductDependency`: a product, with the backlink to its package
    /// (without it Xcode cannot find the product; XcodeGen issue 1549).
    struct ProductDependency: Hashable, Sendable {
        var id: PBXObjectID
        var package: PBXObjectID
        var productName: String
    }

    var id: PBXObjectID {
        switch self {
        case .buildFile(let object): return object.id
        case .fileReference(let object): return object.id
        case .group(let object): return object.id
        case .buildPhase(let object): return object.id
        case .nativeTarget(let object): return object.id
        case .project(let object): return object.id
        case .buildConfiguration(let object): return object.id
        case .configurationList(let object): return object.id
        case .localPackage(let object): return object.id
        case .productDependency(let object): return object.id
        }
    }

    var isa: String {
        switch self {
        case .buildFile: return "PBXBuildFile"
        case .fileReference: return "PBXFileReference"
        case .group: return "PBXGroup"
        case .buildPhase(let phase): return phase.kind.isa
        case .nativeTarget: return "PBXNativeTarget"
        case .project: return "PBXProject"
        case .buildConfiguration: return "XCBuildConfiguration"
        case .configurationList: return "XCConfigurationList"
        case .localPackage: return "XCLocalSwiftPackageReference"
        case .productDependency: return "XCSwiftPackageProductDependency"
        }
    }

    /// What Xcode writes in `/* ... */` beside the object's id.
    var comment: String {
        switch self {
        case .buildFile(let object): return object.comment
        case .fileReference(let object): return object.path
        case .group(let object): return object.name ?? object.path ?? ""
        case .buildPhase(let object): return object.kind.rawValue
        case .nativeTarget(let object): return object.name
        case .project: return "Project object"
        case .buildConfiguration(let object): return object.name
        case .configurationList(let object): return object.comment
        case .localPackage(let object): return "XCLocalSwiftPackageReference \"\(object.relativePath)\""
        case .productDependency(let object): return object.productName
        }
    }
}
