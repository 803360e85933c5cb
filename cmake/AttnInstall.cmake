# Install rules: `cmake --install build --prefix P` puts the headers (with
# the generated .inc files), the libraries, the tools, the Python package
# and an exported CMake package (P/lib/cmake/AttnMLIR) there, so that
# find_package(AttnMLIR) gives AttnMLIR::* targets.
#
# Components: `development` (headers, static libraries, CMake package),
# `runtime` (the shared libraries and the tools) and `python` (the
# attn_mlir package with its native libraries, in ATTN_PYTHON_INSTALL_DIR;
# pyproject.toml installs that component alone).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(ATTN_PYTHON_INSTALL_DIR "python_packages/attn_mlir" CACHE STRING
  "Where the python component puts the attn_mlir package, under the prefix")

set(ATTN_STATIC_LIBRARIES AttnIR AttnUtils AttnTransforms AttnTransformOps
  AttnToGPU AttnToLLVM AttnGPUTransforms AttnPipelines AttnInitAll AttnCompile)
set(ATTN_SHARED_LIBRARIES AttnCAPI AttnVulkanRunner)

foreach(lib ${ATTN_STATIC_LIBRARIES} AttnCAPI)
  target_include_directories(${lib} INTERFACE
    $<BUILD_INTERFACE:${ATTN_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${ATTN_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
endforeach()

# The installed shared libraries and tools find libMLIR.so where it was
# found here, and each other in the prefix's lib/.
set(ATTN_INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}" "${LLVM_LIBRARY_DIR}")
foreach(target ${ATTN_SHARED_LIBRARIES} attn-opt attn-compile attn-run)
  set_target_properties(${target} PROPERTIES INSTALL_RPATH "${ATTN_INSTALL_RPATH}")
endforeach()

install(TARGETS ${ATTN_STATIC_LIBRARIES}
  EXPORT AttnMLIRTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development)
install(TARGETS ${ATTN_SHARED_LIBRARIES}
  EXPORT AttnMLIRTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT runtime
    NAMELINK_COMPONENT development)
install(TARGETS attn-opt attn-compile attn-run
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime)

install(DIRECTORY ${ATTN_SOURCE_DIR}/include/attn ${ATTN_SOURCE_DIR}/include/attn-c
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT development
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${ATTN_BINARY_DIR}/include/attn
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT development
  FILES_MATCHING PATTERN "*.h" PATTERN "*.inc"
  PATTERN "CMakeFiles" EXCLUDE)

set(ATTN_CMAKE_INSTALL_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/AttnMLIR)
install(EXPORT AttnMLIRTargets NAMESPACE AttnMLIR::
  DESTINATION ${ATTN_CMAKE_INSTALL_DIR} COMPONENT development)
configure_package_config_file(
  ${ATTN_SOURCE_DIR}/cmake/AttnMLIRConfig.cmake.in
  ${ATTN_BINARY_DIR}/cmake/AttnMLIRConfig.cmake
  INSTALL_DESTINATION ${ATTN_CMAKE_INSTALL_DIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(
  ${ATTN_BINARY_DIR}/cmake/AttnMLIRConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${ATTN_BINARY_DIR}/cmake/AttnMLIRConfig.cmake
  ${ATTN_BINARY_DIR}/cmake/AttnMLIRConfigVersion.cmake
  DESTINATION ${ATTN_CMAKE_INSTALL_DIR} COMPONENT development)

# The Python package: its modules and, in its lib/, the C API and the
# Vulkan runtime (attn_mlir.capi and attn_mlir.vulkan look there first).
file(GLOB ATTN_PYTHON_MODULES CONFIGURE_DEPENDS
  ${ATTN_SOURCE_DIR}/python/attn_mlir/*.py)
install(FILES ${ATTN_PYTHON_MODULES}
  DESTINATION ${ATTN_PYTHON_INSTALL_DIR} COMPONENT python)
install(FILES $<TARGET_FILE:AttnCAPI> DESTINATION ${ATTN_PYTHON_INSTALL_DIR}/lib
  RENAME libAttnCAPI.so COMPONENT python)
install(FILES $<TARGET_FILE:AttnVulkanRunner>
  DESTINATION ${ATTN_PYTHON_INSTALL_DIR}/lib
  RENAME libAttnVulkanRunner.so COMPONENT python)
