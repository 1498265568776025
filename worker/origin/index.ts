// The embedded catalogue origin: the contract's calls answered from D1, used by the BFF when
// ORIGIN_URL is empty. One query function per GET row and one writer per POST row the Worker
// does not answer itself; `satisfies` makes a contract row without its function (or a function
// without a row) a type error.
import type { OriginGetHandlers, OriginPostHandlers } from "./types";
import { getBlog, getBlogByActivate, getBlogging } from "./queries/blogs";
import { getBrand, getBrandByOrder, getBrandByPopularity, getBrandFrom } from "./queries/brands";
import {
  getDealerByBrand,
  getDealerByCity,
  getDealerByCityandActivate,
  getDealerByName,
} from "./queries/dealers";
import { addCity, addCustomer, addLocation, addQuery } from "./queries/enquiries";
import { getGeoCode } from "./queries/geocode";
import { getArea, getCity, getCityByName, getCityByState, getDistrict, getState } from "./queries/locations";
import { getMetadata, getMetadataByName } from "./queries/metadata";
import { getModelList, getTownTypes, getTownsByType, getTypeFacts } from "./queries/model-lists";
import {
  getCategoryCity,
  getFromPriceByType,
  getPriceByBrand,
  getPriceByCityandType,
  getPriceByModel,
  getPriceByModelandCity,
  getPriceByType,
} from "./queries/prices";
import {
  getModelByBrand,
  getModelByBrandandType,
  getModelByOrderandBrand,
  getModelByType,
  getProductByBrand,
  getProductByBrandandModel,
  getProductByPromotion,
  getProductByType,
} from "./queries/products";
import { getSubsidyRule } from "./queries/subsidies";
import { getTrader, getTraderByBrand, getTraderByCity, getTraderByName } from "./queries/traders";
import { getType, getTypeByName, getTypeByOrder } from "./queries/vehicle-types";

export const originGet = {
  getBrand,
  getBrandByPopularity,
  getBrandByOrder,
  getType,
  getTypeByOrder,
  getTypeByName,
  getModelByBrandandType,
  getModelByBrand,
  getModelByOrderandBrand,
  getModelByType,
  getProductByBrand,
  getProductByType,
  getProductByBrandandModel,
  getProductByPromotion,
  getCategoryCity,
  getState,
  getCity,
  getDistrict,
  getArea,
  getTrader,
  getTraderByName,
  getTraderByBrand,
  getTraderByCity,
  getDealerByName,
  getDealerByBrand,
  getDealerByCity,
  getDealerByCityandActivate,
  getMetadata,
  getMetadataByName,
  getBlog,
  getBlogByActivate,
  getBlogging,
  getGeoCode,
  getPriceByModelandCity,
  getPriceByBrand,
  getPriceByCityandType,
  getPriceByType,
  getSubsidyRule,
  getBrandFrom,
  getCityByState,
  getCityByName,
  getFromPriceByType,
  getModelList,
  getTownTypes,
  getTypeFacts,
  getPriceByModel,
  getTownsByType,
} satisfies OriginGetHandlers;

export const originPost = {
  addCustomer,
  addQuery,
  addLocation,
  addCity,
} satisfies OriginPostHandlers;
